// Body of an asynchronous WebDriver/Marionette script (the last argument is the callback).
// arguments: [t (seconds)]
// Pauses and seeks every animation of the page and of its same-origin frames (the twins of twins.js) to time t:
// each top-level <svg> by pauseAnimations() + setCurrentTime(t) (SMIL), each document's getAnimations() by
// pause() + currentTime = t·1000 (CSS animations and the web engine's Web Animations). Then waits two animation
// frames, so the next screenshot shows time t, and returns what it seeked.
const t = arguments[0];
const done = arguments[arguments.length - 1];
const docs = [document];
for (const frame of document.querySelectorAll('iframe, object')) {
  try {
    if (frame.contentDocument) docs.push(frame.contentDocument);
  } catch (e) { /* a cross-origin frame: not ours */ }
}
let svgs = 0, animations = 0;
try {
  for (const doc of docs) {
    for (const svg of doc.querySelectorAll('svg')) {
      if (svg.ownerSVGElement) continue;
      svg.pauseAnimations();
      svg.setCurrentTime(t);
      svgs += 1;
    }
    for (const a of doc.getAnimations()) {
      a.pause();
      a.currentTime = t * 1000;
      animations += 1;
    }
  }
} catch (e) {
  done({ok: false, error: 'seek: ' + String(e)});
  throw e;
}
requestAnimationFrame(() => requestAnimationFrame(() => done({ok: true, documents: docs.length, svgs: svgs, animations: animations})));
