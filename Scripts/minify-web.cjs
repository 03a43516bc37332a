// The second minifier of Scripts/build-web-engine.sh: terser (Debian's node-terser) over esbuild's minified
// bundle, in place. esbuild bundles and minifies; terser then inlines what is used once (the adapter's small
// helpers, written apart to be read) and names the locals by how often they occur, which gzip rewards: the
// classic engine 1,827 -> 1,788 B gzipped, the module 2,435 -> 2,362 (issue 36's byte budgets). Nothing is
// evaluated from text; the output targets the same ES2021 as esbuild's.
//     node Scripts/minify-web.cjs FILE iife|esm
"use strict";
const fs = require("fs");
const { minify } = require("terser");

const [file, format] = process.argv.slice(2);
if (!file || (format != "iife" && format != "esm")) {
    console.error("usage: node Scripts/minify-web.cjs FILE iife|esm");
    process.exit(2);
}
minify(fs.readFileSync(file, "utf8"), {
    ecma: 2021,
    module: format == "esm",
    compress: { passes: 3 },
    mangle: true,
    // `f((a)=>b)`, not `f(((a)=>b))`: terser's parentheses around function arguments help a parser's
    // lazy compilation, not the size.
    format: { wrap_func_args: false },
}).then(result => fs.writeFileSync(file, result.code + "\n"), error => {
    console.error(`${file}: ${error.message}`);
    process.exit(1);
});
