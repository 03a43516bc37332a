import { test } from "node:test";
import assert from "node:assert/strict";
import { gunzipSync } from "node:zlib";
import { attribute, byteText, dimensions, gzipSize, snippet, titleOf, webClass } from "../embed.js";

const encode = text => new TextEncoder().encode(text);

test("byte counts as people read them", () => {
    assert.equal(byteText(812), "812 B");
    assert.equal(byteText(3456), "3.46 kB");
    assert.equal(byteText(123456), "123.5 kB");
});

test("the gzip size is that of a real gzip stream of the bytes", async () => {
    const bytes = encode("<svg>" + "<circle r='1'/>".repeat(200) + "</svg>");
    const size = await gzipSize(bytes);
    assert.ok(size > 18 && size < bytes.length / 5, String(size));
});

test("a file's size in pixels: PNG, GIF, WebP (VP8X, VP8L), SVG's width and height", () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47], 0);
    png.set([0, 0, 0, 200, 0, 0, 1, 44], 16);
    assert.deepEqual(dimensions(png), { width: 200, height: 300 });
    const gif = encode("GIF89a\x64\x00\x32\x00");
    assert.deepEqual(dimensions(gif), { width: 100, height: 50 });
    const vp8x = new Uint8Array(30);
    vp8x.set(encode("RIFF"), 0); vp8x.set(encode("WEBPVP8X"), 8); vp8x.set([99, 0, 0, 49, 0, 0], 24);
    assert.deepEqual(dimensions(vp8x), { width: 100, height: 50 });
    const vp8l = new Uint8Array(30);
    vp8l.set(encode("RIFF"), 0); vp8l.set(encode("WEBPVP8L"), 8);
    const bits = 99 | (49 << 14);
    vp8l.set([0x2f, bits & 255, (bits >> 8) & 255, (bits >> 16) & 255, (bits >>> 24) & 255], 20);
    assert.deepEqual(dimensions(vp8l), { width: 100, height: 50 });
    assert.deepEqual(dimensions(encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">')),
        { width: 120, height: 80 });
    assert.equal(dimensions(encode("<svg viewBox='0 0 1 1'>")), null);
});

test("an SVG's title, its entities read", () => {
    assert.equal(titleOf(encode("<svg><title>Ring &amp; &lt;pulse&gt;</title></svg>")), "Ring & <pulse>");
    assert.equal(titleOf(encode("<svg></svg>")), "");
});

test("the class a web style sheet styles", () => {
    assert.equal(webClass("/* ripplegen .not-this */\n.rg-material{position:relative}\n.rg-material::after{}"), "rg-material");
    assert.equal(webClass("@media (prefers-reduced-motion){.rg-x .y{}}"), "rg-x");
    assert.equal(webClass("nothing"), null);
});

test("snippets: <img> and <object> for SVG, <img> for raster (pixels over --scale), the web format's three lines", () => {
    assert.equal(snippet("smil", ["ripple.svg"], { width: 100, height: 100, title: 'Ring "ripple"' }),
        '<img src="ripple.svg" width="100" height="100" alt="Ring &quot;ripple&quot;">\n'
        + "<!-- or, with the document's own <title> read by assistive technology: -->\n"
        + '<object type="image/svg+xml" data="ripple.svg" width="100" height="100"></object>');
    assert.ok(snippet("css", ["ripple-css.svg"], { title: "" }).includes('<object type="image/svg+xml" data="ripple-css.svg" aria-hidden="true">'),
        "a decorative document is hidden from assistive technology");
    assert.equal(snippet("gif", ["ripple.gif"], { width: 200, height: 200, scale: 2 }), '<img src="ripple.gif" width="100" height="100" alt="">');
    assert.equal(snippet("web", ["ripple.css", "ripple.js", "ripple.mjs"], { className: "rg-material" }),
        '<link rel="stylesheet" href="ripple.css">\n<button class="rg-material">Press me</button>\n<script src="ripple.js" defer></script>\n'
        + '<!-- or, as a module: <script type="module" src="ripple.mjs"></script> -->');
    assert.equal(attribute('a<b&"c'), "a&lt;b&amp;&quot;c");
});
