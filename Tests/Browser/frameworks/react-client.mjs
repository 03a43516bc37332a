// The React page in the browser: `<rg-ripple>` defined and the class attached before hydration (so the
// element's upgrade happens first: it must add nothing React did not render), then hydrated.
import React from "react";
import { hydrateRoot } from "react-dom/client";
import { attach, define } from "./style.mjs";
import { App } from "./react-app.mjs";

define();
attach(document);
hydrateRoot(document.getElementById("root"), React.createElement(App));
