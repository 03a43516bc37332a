// A small fake DOM for the adapter tests: elements (with the few selectors the engine uses), roots with
// capture listeners, Web Animations that the test finishes or cancels by hand (their effects take new
// keyframes and timing), CustomEvent, matchMedia,
// ResizeObserver and MutationObserver. `log` records the host's reads and every write, in order.

export const fakeDom = ({ reducedMotion = false, time = 0 } = {}) => {
    const log = [], animations = [], events = [], observers = [];

    // Where an animation's active interval ends (ms after its start time): what `updateTiming` extends.
    const endOf = ({ delay = 0, duration = 0, iterations = 1, endDelay = 0 }) => delay + duration * iterations + endDelay;

    // An animation the test finishes (`finish()`: it is at its end) or cancels by hand. As the Web
    // Animations spec has it: `finished` is settled once (resolved by the finish, rejected by a cancel,
    // which then makes a new pending one), and an `updateTiming` that moves the end of a finished
    // animation later makes it running again, with a new pending `finished`. `updates` lists the
    // `updateTiming` calls.
    class FakeAnimation {
        constructor(target, keyframes, timing) {
            // The playback rate: 1 by default, as a browser's; a write is logged (it costs the browser work).
            // The start time: unresolved, as a browser's until its next frame starts the animation; a write is
            // logged (it cost Chromium style work).
            Object.assign(this, { target, keyframes, timing: { ...timing }, start: null, rate: 1, playState: "running", reversed: 0, updates: [] });
            this.effect = {
                target,
                getTiming: () => this.timing,
                getKeyframes: () => this.keyframes,
                setKeyframes: keyframes => (log.push(["write", "setKeyframes", target.localName]), this.keyframes = keyframes),
                updateTiming: changes => {
                    log.push(["write", "updateTiming", target.localName]);
                    const before = endOf(this.timing);
                    Object.assign(this.timing, changes);
                    this.updates.push({ ...changes });
                    if (this.playState == "finished" && endOf(this.timing) > before) {
                        this.playState = "running";
                        this.promise();
                    }
                },
            };
            this.promise();
            animations.push(this);
        }
        get startTime() {
            return this.start;
        }
        set startTime(time) {
            log.push(["write", "startTime", this.target.localName]);
            this.start = time;
        }
        get playbackRate() {
            return this.rate;
        }
        set playbackRate(rate) {
            log.push(["write", "playbackRate", this.target.localName]);
            this.rate = rate;
        }
        promise() {
            this.settled = false;
            this.pending = new Promise((resolve, reject) => Object.assign(this, { resolve, reject }));
        }
        // Read in a browser, it can make the engine bring style up to date: logged, so a test can say none is.
        get finished() {
            log.push(["read", "finished", this.target.localName]);
            return this.pending;
        }
        // As in a browser, the finish and cancel events come after the change (here in a microtask).
        finish() {
            this.playState = "finished";
            this.settled || (this.settled = true, this.resolve(this));
            // The event's time is the animation's at its finish (a stale event, after an extension, tells
            // the old end).
            const currentTime = endOf(this.timing);
            queueMicrotask(() => this.onfinish?.({ type: "finish", currentTime }));
        }
        cancel() {
            if (this.playState == "idle") return;
            this.playState = "idle";
            // The rejected promise is marked handled (the spec's [[PromiseIsHandled]]): no unhandled rejection.
            this.settled || (this.pending.catch(() => {}), this.reject(Object.assign(new Error("cancelled"), { name: "AbortError" })));
            this.promise();
            queueMicrotask(() => this.oncancel?.({ type: "cancel" }));
        }
        reverse() {
            this.playbackRate *= -1;
            this.reversed++;
        }
    }

    const tokens = (element, name) => (element.getAttribute(name) || "").split(/\s+/);
    const matchesOne = (element, selector) => {
        let match;
        if (selector == ":disabled") return !!element.disabled;
        if ((match = /^\[([\w-]+)\]$/.exec(selector))) return element.attributes.has(match[1]);
        if ((match = /^\[([\w-]+)=(.*)\]$/.exec(selector))) return element.getAttribute(match[1]) == match[2];
        if ((match = /^\[([\w-]+)~=(.*)\]$/.exec(selector))) return tokens(element, match[1]).includes(match[2]);
        if (selector[0] == ".") return element.classList.contains(selector.slice(1));
        if (/^[\w-]+$/.test(selector)) return element.localName == selector;
        throw new Error("selector not faked: " + selector);
    };

    class FakeNode {
        constructor(name) {
            Object.assign(this, { localName: name, children: [], parentNode: null, listeners: [], attributes: new Map, style: {} });
        }
        addEventListener(type, listener, capture) {
            this.listeners.push({ type, listener, capture });
        }
        removeEventListener(type, listener, capture) {
            this.listeners = this.listeners.filter(entry => !(entry.type == type && entry.listener == listener && entry.capture == capture));
        }
        append(...nodes) {
            nodes.map(node => this.appendChild(node));
        }
        appendChild(node) {
            log.push(["write", "append", node.localName]);
            node.remove();
            node.parentNode = this;
            this.children.push(node);
            // Connected: a custom element's callback (in a browser, when its new parent is in a document).
            this.connected() && node.connectedCallback?.();
            return node;
        }
        connected() {
            return this.localName == "#document" || !!(this.parentNode ?? this.host)?.connected();
        }
        get isConnected() {
            return this.connected();
        }
        // The document or the shadow root the node is in (a detached node: its topmost ancestor).
        getRootNode() {
            return this.parentNode?.getRootNode() ?? this;
        }
        get parentElement() {
            return this.parentNode instanceof FakeElement ? this.parentNode : null;
        }
        querySelector(selector) {
        const child = /^:scope>(.*)$/.exec(selector);
        if (child) return this.children.find(node => node.matches(child[1])) ?? null;
        return this.querySelectorAll(selector)[0] ?? null;
    }
    querySelectorAll(selector) {
            const found = [];
            const walk = node => node.children.map(child => (child.matches(selector) && found.push(child), walk(child)));
            walk(this);
            return found;
        }
    }

    class FakeElement extends FakeNode {
        constructor(name, { className = "", attributes = {}, rect, box, disabled } = {}) {
            super(name);
            this.className = className;
            this.disabled = disabled;
            this.rect = rect ?? { left: 0, top: 0, width: 100, height: 100 };
            this.box = box ?? { offsetWidth: this.rect.width, offsetHeight: this.rect.height, clientLeft: 0, clientTop: 0, clientWidth: this.rect.width, clientHeight: this.rect.height };
            this.shadowRoot = null;
            Object.entries(attributes).map(([name, value]) => this.attributes.set(name, value));
            this.classList = { contains: name => this.className.split(" ").includes(name) };
            for (const name of Object.keys(this.box)) {
                Object.defineProperty(this, name, { get: () => (log.push(["read", name]), this.box[name]) });
            }
        }
        getAttribute(name) {
            return this.attributes.has(name) ? this.attributes.get(name) : null;
        }
        hasAttribute(name) {
            return this.attributes.has(name);
        }
        setAttribute(name, value) {
            log.push(["write", "attribute", name]);
            this.attributes.set(name, String(value));
        }
        remove() {
            if (!this.parentNode) return;
            log.push(["write", "remove", this.localName]);
            const connected = this.connected();
            this.parentNode.children = this.parentNode.children.filter(child => child != this);
            this.parentNode = null;
            connected && this.disconnectedCallback?.();
        }
        matches(selector) {
            return selector.split(",").some(part => matchesOne(this, part.trim()));
        }
        closest(selector) {
            for (let element = this; element instanceof FakeElement; element = element.parentNode) {
                if (element.matches(selector)) return element;
            }
            return null;
        }
        getBoundingClientRect() {
            log.push(["read", "rect"]);
            return { ...this.rect };
        }
        animate(keyframes, timing) {
            log.push(["write", "animate", this.localName]);
            return new FakeAnimation(this, keyframes, timing);
        }
        dispatchEvent(event) {
            events.push({ target: this, type: event.type, detail: event.detail, bubbles: event.bubbles, composed: event.composed });
            return true;
        }
        // The ancestors up to the document, crossing shadow roots (the composed path from here).
        path() {
            const path = [];
            for (let node = this; node; node = node.parentNode ?? node.host) path.push(node);
            return path;
        }
        attachShadow() {
            this.shadowRoot = new FakeNode("#shadow-root");
            this.shadowRoot.host = this;
            return this.shadowRoot;
        }
    }

    const document = new FakeNode("#document");
    // The clock of the element's window (performance.now()); `timeline` is the document's (which the engine
    // must not read: Firefox's stands still while nothing animates).
    const clock = { now: () => document.timeline.currentTime };
    document.timeline = { currentTime: time };
    // A registry of custom elements: a defined name's elements are its class's (`connectedCallback` when
    // appended), as a browser's.
    const defined = new Map;
    class HTMLElement extends FakeElement {}
    const window = new FakeNode("#window");
    // Constructed style sheets (their rules as text), adopted by roots (`adoptedStyleSheets`).
    class CSSStyleSheet {
        replaceSync(text) {
            this.text = text;
        }
    }
    FakeNode.prototype.adoptedStyleSheets = [];
    Object.assign(window, { performance: clock, HTMLElement, CSSStyleSheet, getComputedStyle: element => (log.push(["read", "computed style"]), { position: element.position ?? "relative" }), customElements: {
        get: name => defined.get(name),
        define: (name, constructor) => {
            if (defined.has(name)) throw new Error(name + " is defined");
            defined.set(name, constructor);
        },
    } });
    document.defaultView = window;
    // The root element (`<html>`): its attributes only.
    document.documentElement = new FakeElement("html");
    document.createElement = name => {
        const Defined = defined.get(name);
        return Defined ? Object.assign(new Defined, { localName: name }) : new FakeElement(name);
    };
    FakeNode.prototype.ownerDocument = document;
    const body = new FakeElement("body");
    document.appendChild(body);

    // An event through the roots of its path, outermost first, capture listeners only.
    const dispatch = (type, path, fields = {}) => {
        const event = { type, timeStamp: 0, composedPath: () => path, ...fields };
        // A MouseEvent's x and y are its clientX and clientY.
        "clientX" in fields && Object.assign(event, { x: fields.clientX, y: fields.clientY });
        path.filter(node => node.listeners).reverse()
            .map(node => node.listeners.filter(entry => entry.type == type && entry.capture).map(entry => (event.currentTarget = node, entry.listener(event))));
        return event;
    };

    class FakeObserver {
        constructor(callback) {
            Object.assign(this, { callback, observed: [], connected: true });
            observers.push(this);
        }
        observe(target, options) {
            this.observed.push([target, options]);
        }
        disconnect() {
            this.connected = false;
        }
    }

    const globals = {
        document,
        CustomEvent: class { constructor(type, init) { Object.assign(this, init, { type }); } },
        matchMedia: query => ({ matches: reducedMotion && query == "(prefers-reduced-motion:reduce)" }),
        ResizeObserver: FakeObserver,
        MutationObserver: FakeObserver,
    };
    Object.assign(globalThis, globals);
    const element = (name, options, parent = body) => parent.appendChild(new FakeElement(name, options));
    const settle = () => new Promise(resolve => setImmediate(resolve));
    return { document, window, body, element, dispatch, log, animations, events, observers, settle, FakeElement };
};
