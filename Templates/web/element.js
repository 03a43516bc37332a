// `<rg-ripple>`: the engine's custom element, material-web's `md-ripple` for ripplegen. Put inside the element
// that ripples (`<button><rg-ripple ripple="rg-material"></rg-ripple>Save</button>`), it makes its parent
// ripple with no class and no code, in the document or in a shadow root (open or closed: it attaches the
// engine to its own root), and it is the ripple's persistent host: each press's container goes into it, so
// the parent's child list never changes during a press (`:last-child`, `:empty`, `:only-child`,
// `:nth-last-child()` rules of the page hold). Its attributes: `ripple` (the style's class; absent: the first
// style defined in the window) and the `data-ripple` tokens (`unbounded`, `centered`, `bounded`, `none`).
// Nothing here runs on import: `define()` (the module's export) registers it, once per window; every style's
// module adds its engine to the one definition. The presses are the engine's delegated listeners': they find
// the parent through `inner` and put the container into the element.
// Written to minify well, as press-dom.js.

const name = "rg-ripple";

// The property by which an engine finds, on the element that ripples, its `<rg-ripple>` (shared by every copy
// of the engine in the window, as the engine's own `Symbol.for(class)` marks are: the classic script's engine
// finds the elements the module defined).
export const inner = rippleClass => Symbol.for(rippleClass + ">");

// The element's own rules, adopted by each root it is in (a constructed sheet: no markup, no inline style,
// no attribute that server-rendered markup would not have). It fills its parent's padding box (the box the
// engine measures) and follows its corners; the parent is positioned with no weight. Page rules cannot reach
// it (`all: unset` under two ids' weight, as the container), nor generate its pseudo-elements (`display: none`,
// as the sheets: less style work than `content: none` in Chromium).
const rules = ":where(:has(>rg-ripple)){position:relative}" +
    "rg-ripple:not(#_#_){all:unset;display:block;position:absolute;inset:0;pointer-events:none;border-radius:inherit}" +
    "rg-ripple:not(#_#_)::before,rg-ripple:not(#_#_)::after{display:none}";

// Registers `<rg-ripple>` in the window (once: a later style's module adds its engine to the definition) for
// the style of `rippleClass`, whose engine's `attach` it calls on the element's root. Returns the element's
// class. `styles`: the engines' `attach` by class, `w`, the elements waiting for their style, and `r`, the
// element's sheet by root.
export const element = (rippleClass, attach, window = globalThis, registry = window.customElements,
    styles = registry.get(name)?.styles || Object.assign(new Map, { w: new Set, r: new WeakMap })) => (
    styles.has(rippleClass) || (styles.set(rippleClass, attach), [...styles.w].map(waiting => waiting.attributeChangedCallback())),
    registry.get(name) || registry.define(name, class extends window.HTMLElement {
        static get styles() {
            return styles;
        }
        static get observedAttributes() {
            return ["ripple"];
        }
        connectedCallback() {
            this.attributeChangedCallback();
        }
        disconnectedCallback() {
            this.off?.();
        }
        // Binds to its parent (connected, a new `ripple`, its style defined later): the parent gets the mark
        // its style's engine looks for, the root the engine's listeners and the element's sheet.
        attributeChangedCallback(_, __, ___, style = this.getAttribute("ripple") ?? styles.keys().next().value,
            parent = this.parentElement, root = this.getRootNode(), key = inner(style), sheet = styles.r.get(root)) {
            this.disconnectedCallback();
            this.off = () => (styles.w.delete(this), parent?.[key] == this && delete parent[key]);
            this.isConnected && parent && (styles.has(style) ? (
                styles.get(style)(root),
                // One sheet per root (a constructed sheet belongs to its document: an iframe's root makes its own),
                // adopted again if the page replaced the root's list.
                root.adoptedStyleSheets.includes(sheet) || (sheet || (styles.r.set(root, sheet = new (root.ownerDocument || root).defaultView.CSSStyleSheet),
                    sheet.replaceSync(rules)), root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]),
                parent[key] = this
            // Its style's module has not defined it yet: bound when it does.
            ) : styles.w.add(this));
        }
    }),
    registry.get(name)
);
