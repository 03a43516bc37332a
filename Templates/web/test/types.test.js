// The shipped module (the checked-in bundle with a program, as ripplegen writes FILE.mjs) and its
// declarations (FILE.d.mts) as a TypeScript project sees them (`tsc --strict`, Debian's node-typescript),
// as a bundler sees it (esbuild: a module imported and not used costs a few bytes), and as server
// rendering sees it (node imports it without a DOM).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sources } from "../test-support/compiled.js";

const { material } = sources;

const swift = readFileSync(new URL("../../../Sources/RippleSerializers/Web/WebEngine+Generated.swift", import.meta.url), "utf8");
const bundle = name => swift.match(new RegExp(`^ {4}static let ${name} = (#+)"(.*)"\\1$`, "m"))[2];
const types = name => swift.match(new RegExp(`^ {4}static let ${name} = (#+)"""\\n([^]*?)\\n"""\\1$`, "m"))[2];
const onPath = tool => { try { execFileSync("sh", ["-c", `command -v ${tool}`]); return true; } catch { return false; } };

// A folder with material.mjs and material.d.mts as ripplegen writes them.
const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), "rg-types-"));
    writeFileSync(join(dir, "material.mjs"), bundle("pressModule").split("__RIPPLE__").join(material));
    writeFileSync(join(dir, "material.d.mts"), types("pressTypes"));
    return dir;
};

test("tsc --strict: the consumer type-checks, and the calls the types refuse are refused", { skip: !onPath("tsc") && "tsc not on PATH (apt-get install node-typescript)" }, () => {
    const dir = folder();
    copyFileSync(new URL("../test-support/consumer.mts", import.meta.url), join(dir, "consumer.mts"));
    const tsc = args => execFileSync("tsc", ["--strict", "--noEmit", "--target", "es2020", "--module", "es2020",
        "--moduleResolution", "node", "--lib", "es2020,dom", ...args], { cwd: dir, encoding: "utf8" });
    tsc(["consumer.mts"]);
    // Without the declarations the module is `any`: strict mode refuses the import (TS7016).
    writeFileSync(join(dir, "material.d.mts"), "");
    assert.throws(() => tsc(["consumer.mts"]), /consumer\.mts/);
    // The decoration's module.
    writeFileSync(join(dir, "ring.d.mts"), types("loopTypes"));
    writeFileSync(join(dir, "ring.mjs"), "");
    writeFileSync(join(dir, "ring-consumer.mts"), 'import { attach, press, release } from "./ring.mjs";\nconst stop: () => void = attach(document);\npress(document.body)();\nrelease(document.body);\nstop();\n');
    tsc(["ring-consumer.mts"]);
    // A style's module beside the shared engine (batch's "engine": "shared"): the same declarations; the
    // engine's own module has its declarations too.
    writeFileSync(join(dir, "material.d.mts"), types("pressTypes"));
    writeFileSync(join(dir, "material.mjs"), bundle("styleModule").split("__RIPPLE__").join(material));
    writeFileSync(join(dir, "ripplegen.mjs"), bundle("sharedModule"));
    writeFileSync(join(dir, "ripplegen.d.mts"), types("sharedTypes"));
    writeFileSync(join(dir, "engine-consumer.mts"), 'import { attachStyle, pressStyle, pressed } from "./ripplegen.mjs";\n' +
        'const stop: () => void = attachStyle({}, document);\nconst end: () => void = pressStyle({}, document.body, { x: 1, y: 2 });\n' +
        'const held: boolean = pressed(document.body);\nend();\nstop();\nconsole.log(held);\n// @ts-expect-error: a root\nattachStyle({}, document.body);\n');
    tsc(["consumer.mts", "engine-consumer.mts"]);
    // The style bundle's module (batch's "engine": "bundle"): every style, press in the element's or a named one.
    writeFileSync(join(dir, "ripplegen.mjs"), bundle("bundleModule").split("__RIPPLE__").join(`[${material}]`));
    writeFileSync(join(dir, "ripplegen.d.mts"), types("bundleTypes"));
    writeFileSync(join(dir, "bundle-consumer.mts"), 'import { attach, press, pressed, define, styles } from "./ripplegen.mjs";\n' +
        'const stop: () => void = attach(document);\nconst end: () => void = press(document.body, { x: 1, y: 2 }, styles()[0]);\n' +
        'const held: boolean = pressed(document.body);\nconst made: CustomElementConstructor = define(window);\nend();\nstop();\nconsole.log(held, made);\n' +
        'document.body.addEventListener("rippleend", event => console.log(event.detail.className));\n' +
        '// @ts-expect-error: a class name\npress(document.body, undefined, 1);\n');
    tsc(["bundle-consumer.mts"]);
});

test("tree-shakable: a module imported and not used costs a few bytes in esbuild", { skip: !onPath("esbuild") && "esbuild not on PATH" }, () => {
    const dir = folder();
    const size = source => (writeFileSync(join(dir, "entry.js"), source),
        execFileSync("esbuild", ["entry.js", "--bundle", "--minify", "--format=esm", "--log-level=warning"], { cwd: dir }).length);
    const unused = size('import { attach, press, release, pressed, cancel } from "./material.mjs";\n');
    const used = size('import { attach } from "./material.mjs";\nattach(document);\n');
    assert.ok(unused <= 16, `imported and unused: ${unused} B`);
    assert.ok(used > 2500, `used: ${used} B`);
    // A style's module beside the shared engine: the same.
    writeFileSync(join(dir, "material.mjs"), bundle("styleModule").split("__RIPPLE__").join(material));
    writeFileSync(join(dir, "ripplegen.mjs"), bundle("sharedModule"));
    assert.ok(size('import { attach, press, release, pressed, cancel } from "./material.mjs";\n') <= 16);
    assert.ok(size('import { attach } from "./material.mjs";\nattach(document);\n') > 2500);
    // The style bundle's module: the same.
    writeFileSync(join(dir, "ripplegen.mjs"), bundle("bundleModule").split("__RIPPLE__").join(`[${material}]`));
    assert.ok(size('import { attach, press, release, pressed, cancel, define, styles } from "./ripplegen.mjs";\n') <= 16);
    assert.ok(size('import { attach } from "./ripplegen.mjs";\nattach(document);\n') > 2500);
});

test("no import side effect: node imports the module without a DOM", () => {
    const dir = folder();
    const out = execFileSync(process.execPath, ["--input-type=module", "-e",
        "const names = () => Reflect.ownKeys(globalThis).length, before = names();" +
        `const m = await import(${JSON.stringify(join(dir, "material.mjs"))});` +
        "console.log(Object.keys(m).sort().join(), typeof document, names() - before)"],
        { encoding: "utf8" });
    assert.equal(out.trim(), "attach,cancel,define,press,pressed,release undefined 0", "the exports; no DOM; nothing added to the global object");
});
