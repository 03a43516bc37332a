// What goes under each preview: its files' sizes (bytes and gzip bytes) and the snippet that embeds them in a
// page (`<img>`, `<object>`, or the web format's `<link>` + `<script>` + class). Pure but for `gzipSize`,
// which uses the platform's CompressionStream (the browser's, node's in the tests): test/embed.test.js.

// Bytes as a person reads them: "812 B", "3.4 kB" (1000 bytes a kB, as HTTP tools print them).
export const byteText = n => n < 1000 ? n + " B" : (n / 1000).toFixed(n < 10000 ? 2 : 1) + " kB";

// The size of `bytes` (a Uint8Array or ArrayBuffer) gzipped with CompressionStream (zlib's default level). The
// bytes go in as one chunk of a stream (a Blob of them would be one more copy, registered with the browser).
export async function gzipSize(bytes) {
    const chunk = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    const stream = new ReadableStream({ start(c) { c.enqueue(chunk); c.close(); } }).pipeThrough(new CompressionStream("gzip"));
    return (await new Response(stream).arrayBuffer()).byteLength;
}

// `text` safe inside a double-quoted HTML attribute.
export const attribute = text => String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

// The pixel size of a PNG (APNG too), GIF or WebP file, or of an SVG document's width and height; null when
// the file does not say.
export function dimensions(bytes) {
    const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    const u32 = i => ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0, le16 = i => b[i] | (b[i + 1] << 8);
    const ascii = (i, n) => String.fromCharCode(...b.subarray(i, i + n));
    if (b.length >= 24 && ascii(1, 3) === "PNG") return { width: u32(16), height: u32(20) };
    if (b.length >= 10 && ascii(0, 3) === "GIF") return { width: le16(6), height: le16(8) };
    if (b.length >= 30 && ascii(0, 4) === "RIFF" && ascii(8, 4) === "WEBP") {
        const chunk = ascii(12, 4), le24 = i => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
        if (chunk === "VP8X") return { width: le24(24) + 1, height: le24(27) + 1 };
        if (chunk === "VP8L") { const v = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24); return { width: (v & 0x3fff) + 1, height: ((v >>> 14) & 0x3fff) + 1 }; }
        if (chunk === "VP8 ") return { width: le16(26) & 0x3fff, height: le16(28) & 0x3fff };
        return null;
    }
    const svg = /<svg\b[^>]*>/.exec(new TextDecoder().decode(b.subarray(0, 4096)));
    if (!svg) return null;
    const w = /\swidth="([\d.]+)(px)?"/.exec(svg[0]), h = /\sheight="([\d.]+)(px)?"/.exec(svg[0]);
    return w && h ? { width: +w[1], height: +h[1] } : null;
}

// The text of an SVG document's <title> (its accessible name), or "" for a decorative one.
export function titleOf(bytes) {
    const m = /<title[^>]*>([^<]*)<\/title>/.exec(new TextDecoder().decode(bytes));
    if (!m) return "";
    return m[1].replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");
}

// The class a web format's style sheet styles (its first class selector): the element to put it on.
export function webClass(cssText) {
    const m = /\.(-?[_a-zA-Z][\w-]*)\s*[,{:\s]/.exec(cssText.replace(/\/\*[\s\S]*?\*\//g, ""));
    return m ? m[1] : null;
}

// The lines to paste into a page for `format`'s files (`names`, as the downloads name them). `facts`: the
// file's { width, height } in px (a raster file's pixels over `scale`), its `title` (SVG), `className` (web).
export function snippet(format, names, facts = {}) {
    const size = facts.width && facts.height
        ? ` width="${+(facts.width / (facts.scale || 1)).toFixed(2)}" height="${+(facts.height / (facts.scale || 1)).toFixed(2)}"` : "";
    if (format === "web") {
        const [css, js, mjs] = names;
        return [`<link rel="stylesheet" href="${attribute(css)}">`,
                `<button class="${attribute(facts.className || "")}">Press me</button>`,
                `<script src="${attribute(js)}" defer></script>`,
                `<!-- or, as a module: <script type="module" src="${attribute(mjs)}"></script> -->`].join("\n");
    }
    const alt = ` alt="${attribute(facts.title || "")}"`;
    if (format === "smil" || format === "css") {
        return [`<img src="${attribute(names[0])}"${size}${alt}>`,
                `<!-- or, with the document's own <title> read by assistive technology: -->`,
                `<object type="image/svg+xml" data="${attribute(names[0])}"${size}${facts.title ? "" : ' aria-hidden="true"'}></object>`].join("\n");
    }
    return `<img src="${attribute(names[0])}"${size}${alt}>`;
}
