// Body of an asynchronous WebDriver/Marionette script (the last argument is the callback).
// arguments: [selector]
// An <img> or a CSS background-image shows its SVG in a document of its own that runs on the wall clock: no
// page script can pause or seek it. For every element matching the selector that shows an SVG that way, this
// fetches the element's own URL (its src, or its computed background-image: the same bytes the element
// decoded) and lays an <iframe> of a blob: URL of those bytes exactly over the element, hidden (visibility). The blob has the page's
// origin, so the iframe's document (the same document, again of its own: no page rule or script reaches it)
// can be paused and seeked (seek.js). Returns one entry per element: {id, kind, url, bytes, twin, error}.
const selector = arguments[0];
const done = arguments[arguments.length - 1];
const backgroundUrl = (el) => {
  const m = /^url\("?(.*?)"?\)$/.exec(getComputedStyle(el).backgroundImage);
  return m ? m[1] : null;
};
// One twin: fetched, laid over the element, loaded; the element hidden. All are made at once (one round trip each
// would add up on a loaded machine).
const twin = async (el) => {
  const kind = el.localName === 'img' ? 'img' : 'background';
  const url = kind === 'img' ? el.currentSrc || el.src : backgroundUrl(el);
  const entry = {id: el.id, kind: kind, url: (url || '').slice(0, 60), bytes: 0, twin: false, error: null};
  if (!url) return Object.assign(entry, {error: 'no image URL'});
  try {
    const text = await (await fetch(url)).text();
    entry.bytes = text.length;
    const frame = document.createElement('iframe');
    const r = el.getBoundingClientRect();
    frame.className = 'rg-twin';
    frame.style.cssText = `position:absolute;left:${r.left + scrollX}px;top:${r.top + scrollY}px;width:${r.width}px;` +
                          `height:${r.height}px;border:0;margin:0;padding:0;background:transparent;z-index:2147483647`;
    await new Promise((resolve, reject) => {
      frame.onload = resolve;
      frame.onerror = () => reject(new Error('the twin did not load'));
      frame.src = URL.createObjectURL(new Blob([text], {type: 'image/svg+xml'}));
      document.body.appendChild(frame);
    });
    const root = frame.contentDocument && frame.contentDocument.documentElement;
    if (!root || root.localName !== 'svg') throw new Error(`the twin's document is <${root ? root.localName : 'none'}>`);
    // The element itself keeps running beneath on the wall clock; hidden, so the transparent parts of the twin
    // show the page behind it (as the element's would), not the element's own running frame.
    el.style.visibility = 'hidden';
    entry.twin = true;
  } catch (e) {
    entry.error = String(e);
  }
  return entry;
};
Promise.all(Array.from(document.querySelectorAll(selector), twin)).then(done);
