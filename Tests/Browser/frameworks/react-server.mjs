// Renders the React page on the server (node, no DOM): `node react-server.mjs OUT.html CLASS`. The page
// records console errors and warnings from its first script on (React reports a hydration mismatch there).
import { writeFileSync } from "node:fs";
import React from "react";
import server from "react-dom/server";
import { App } from "./react-app.mjs";

const [out, rippleClass] = process.argv.slice(2);
const markup = server.renderToString(React.createElement(App));
writeFileSync(out, `<!doctype html><html><head><meta charset="utf-8"><script src="console.js"></script>
<link rel="stylesheet" href="${rippleClass}.css"><link rel="stylesheet" href="page.css"></head>
<body><div id="root">${markup}</div><script type="module" src="react-client.js"></script></body></html>`);
