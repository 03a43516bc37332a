// `serve --manifest FILE`: the batch's files (DOM).
import { auth, fetchRetrying } from "./server.js";

const error = message => Object.assign(document.createElement("div"), { className: "error", textContent: message });

export async function gallery(urls) {
    const r = await fetch("/gallery", auth), box = document.getElementById("gallery");
    box.replaceChildren();
    if (!r.ok) return box.append(error(await r.text()));
    for (const item of await r.json()) {
        const f = document.createElement("figure"), c = document.createElement("figcaption");
        c.textContent = item.label + " — " + item.file;
        f.append(c);
        box.append(f);
        if (!item.type.startsWith("image/")) continue;
        const g = await fetchRetrying("/gallery/" + item.index, auth);
        if (!g.ok) { f.append(error(await g.text())); continue; }
        const img = document.createElement("img"), url = URL.createObjectURL(await g.blob());
        urls.push(url);
        img.src = url;
        img.alt = item.file;
        f.append(img);
    }
}
