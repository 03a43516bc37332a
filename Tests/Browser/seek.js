// Body of an asynchronous WebDriver/Marionette script (the last argument is the callback).
// arguments: [t (seconds)]
// Pauses and seeks every animation of the page and of its same-origin frames (the twins of twins.js) to time t:
// each top-level <svg> by pauseAnimations() + setCurrentTime(t) (SMIL), each document's getAnimations() by
// pause() + currentTime = t·1000 (CSS animations and the web engine's Web Animations). Then waits two animation
// frames of the page and of every frame in view, so the next screenshot shows time t, and returns what it seeked.
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
// Two frames of the page and of every frame in view: a frame paints on its own schedule (WebKit showed a twin
// unpainted in the first screenshot after it came into view), and its second frame after the seek is painted.
const inView = (f) => {
  const r = f.getBoundingClientRect();
  return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
};
const windows = [window];
for (const frame of document.querySelectorAll('iframe, object')) {
  try {
    if (frame.contentDocument && frame.contentWindow && inView(frame)) windows.push(frame.contentWindow);
  } catch (e) { /* cross-origin */ }
}
let pending = windows.length, frames = 0;
const finish = (ok) => done({ok: ok, documents: docs.length, svgs: svgs, animations: animations, painted: windows.length - pending,
                             inView: windows.length - 1, error: ok ? null : `${pending} of ${windows.length} windows drew no frame in 120 page frames`});
for (const w of windows) w.requestAnimationFrame(() => w.requestAnimationFrame(() => { pending -= 1; }));
const tick = () => requestAnimationFrame(() => {
  frames += 1;
  if (pending === 0) finish(true);
  else if (frames > 120) finish(false);
  else tick();
});
tick();
