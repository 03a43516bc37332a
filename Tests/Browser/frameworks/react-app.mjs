// The React page's app, rendered on the server (react-server.mjs, in node: importing the style's module
// there must touch no DOM) and hydrated in the browser (react-client.mjs). Two ways to ripple: the
// `<rg-ripple>` child and the class. Each click re-renders the labels (a state update mid-ripple).
import React from "react";
import { rippleClass } from "./style.mjs";

const h = React.createElement;

export function App() {
    const [count, setCount] = React.useState(0);
    const click = () => setCount(value => value + 1);
    // Hydrated: the effects run only in the browser, after hydration.
    React.useEffect(() => void (document.documentElement.dataset.hydrated = "1"), []);
    return h("main", null,
        h("button", { id: "element", className: "btn", onClick: click },
            h("rg-ripple", { ripple: rippleClass }), h("span", { className: "label" }, `Saved ${count}`)),
        h("button", { id: "class", className: `btn ${rippleClass}`, onClick: click }, `Class ${count}`),
        h("output", { id: "count" }, count));
}
