// Body of an asynchronous WebDriver/Marionette script (the last argument is the callback).
// arguments: [t (seconds), seek (bool)]
// Seeks every top-level <svg> (SMIL) and every document animation (CSS) to document time t, waits two
// animation frames, then returns per top-level <svg> the layer shapes' geometry boxes in that svg's
// user units (getBBox() mapped through the shape's getScreenCTM() and the svg's inverse getScreenCTM():
// fill geometry, no stroke, no clipping), measured from the viewBox's top-left corner (a minified
// document moves its viewBox origin to the layers' centre), and their computed opacity.
const args = arguments;
const t = args[0];
const seek = args[1];
const done = args[args.length - 1];
const svgs = Array.from(document.querySelectorAll('svg')).filter((s) => !s.ownerSVGElement);

function seekAll() {
  for (const svg of svgs) {
    svg.pauseAnimations();
    svg.setCurrentTime(t);
  }
  const animations = document.getAnimations();
  for (const a of animations) {
    a.pause();
    a.currentTime = t * 1000;
  }
  return animations.length;
}

function layerShapes(svg) {
  return Array.from(svg.querySelectorAll('circle, ellipse, path, rect, polygon, polyline, line')).filter((e) => {
    if (e.closest('clipPath, mask, defs, pattern, marker, symbol')) return false;
    // The background is a <rect> child of the root; layers are circles, ellipses and paths, in a centring
    // group or (minified documents, whose layers' centre is folded into the viewBox) children of the root.
    return !(e.localName === 'rect' && e.parentNode === svg);
  });
}

function dom(m) {  // SVGMatrix → DOMMatrix (Chromium's SVGMatrix.multiply refuses a DOMMatrix)
  return new DOMMatrix([m.a, m.b, m.c, m.d, m.e, m.f]);
}

function measureSvg(svg) {
  const inverse = dom(svg.getScreenCTM()).inverse();
  const r = svg.getBoundingClientRect();
  const layers = layerShapes(svg).map((shape) => {
    const bb = shape.getBBox();
    const cs = getComputedStyle(shape);
    const own = new DOMMatrix(cs.transform === 'none' ? undefined : cs.transform);
    // Firefox returns the identity from getScreenCTM()/getCTM() when the element's own transform is
    // singular (scale(0)); compose the parent's CTM with the computed transform instead in that case.
    const singular = Math.abs(own.a * own.d - own.b * own.c) < 1e-12;
    const m = singular ? inverse.multiply(dom(shape.parentNode.getScreenCTM())).multiply(own)
                       : inverse.multiply(dom(shape.getScreenCTM()));
    const xs = [], ys = [];
    for (const [x, y] of [[bb.x, bb.y], [bb.x + bb.width, bb.y], [bb.x, bb.y + bb.height], [bb.x + bb.width, bb.y + bb.height]]) {
      const p = new DOMPoint(x, y).matrixTransform(m);
      xs.push(p.x); ys.push(p.y);
    }
    const x0 = Math.min(...xs), y0 = Math.min(...ys);
    const vb = svg.viewBox.baseVal;
    return {
      tag: shape.localName,
      box: [x0 - vb.x, y0 - vb.y, Math.max(...xs) - x0, Math.max(...ys) - y0],
      opacity: parseFloat(cs.opacity),
      transform: cs.transform,
    };
  });
  return {rect: [r.left, r.top, r.width, r.height], layers: layers};
}

let animationCount = -1;
try {
  if (seek) animationCount = seekAll();
} catch (e) {
  done({ok: false, error: 'seek: ' + String(e)});
  throw e;
}
requestAnimationFrame(() => requestAnimationFrame(() => {
  try {
    done({ok: true, animations: animationCount, svgs: svgs.map(measureSvg)});
  } catch (e) {
    done({ok: false, error: 'measure: ' + String(e)});
  }
}));
