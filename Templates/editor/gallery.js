// `serve --manifest FILE`: the batch's files (DOM). Every entry is shown: its file (an image, else the start
// of its text) with its download, or the CLI's message for an entry that cannot be made. The files are asked
// for a few at a time (the server renders two at once and queues the rest), not one after another; each
// entry opens in the editor (its style, format and flags put in the page's address), except a spec file's.
import { auth, fetchRetrying, token } from "./server.js";
import { defaults, toQuery } from "./state.js";

const $ = id => document.getElementById(id);
// Requests in flight at once: the server's two render slots kept busy, without a queue that outlasts its wait.
const parallel = 4;
let shown = 0;

const error = message => Object.assign(document.createElement("div"), { className: "error", textContent: message });

// Shows the gallery of the manifest as served now (a newer call abandons an older one's remaining files).
export async function gallery(urls, schema, hasSpec) {
    const mine = ++shown, box = $("gallery");
    const r = await fetch("/gallery", auth);
    if (mine !== shown) return;
    urls.splice(0).forEach(URL.revokeObjectURL);
    delete box.dataset.done;
    if (!r.ok) return box.replaceChildren(error(await r.text()));
    const items = await r.json();
    const figures = items.map(item => entry(item, schema, hasSpec));
    const heading = Object.assign(document.createElement("h2"), { textContent: "Gallery (" + items.length + " files)" });
    box.replaceChildren(heading, ...figures);
    let next = 0;
    const worker = async () => {
        while (next < items.length && mine === shown) {
            const index = next++;
            await fill(items[index], figures[index], urls, () => mine === shown);
        }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
    if (mine === shown) box.dataset.done = String(items.length);
}

// An entry's figure: its caption, and the link that opens it in the editor.
function entry(item, schema, hasSpec) {
    const f = document.createElement("figure"), c = document.createElement("figcaption");
    c.textContent = item.label + " — " + item.file;
    f.dataset.index = String(item.index);
    f.dataset.state = "loading";
    f.append(c);
    if (item.open) {
        const state = { ...defaults(schema, hasSpec), style: item.open.style, format: item.open.format, values: item.open.values };
        const a = Object.assign(document.createElement("a"), { className: "open", textContent: "Open in the editor",
                                                               href: toQuery(state, token, schema, hasSpec) });
        c.append(" ", a);
        f.addEventListener("click", event => { if (!event.target.closest("a")) a.click(); });
    }
    return f;
}

// Puts entry `item`'s file (or its error) into its figure, unless a newer gallery replaced it meanwhile.
async function fill(item, figure, urls, isCurrent) {
    if (item.error !== null) {
        figure.dataset.state = "failed";
        return figure.append(error(item.error));
    }
    const r = await fetchRetrying("/gallery/" + item.index, auth);
    if (!isCurrent()) return;
    if (!r.ok) {
        figure.dataset.state = "failed";
        return figure.append(error(await r.text()));
    }
    const blob = await r.blob(), url = URL.createObjectURL(blob);
    urls.push(url);
    if (item.type.startsWith("image/")) {
        figure.append(Object.assign(document.createElement("img"), { src: url, alt: item.file }));
    } else {
        const head = (await blob.text()).slice(0, 600);
        figure.append(Object.assign(document.createElement("pre"), { textContent: head }));
    }
    const link = Object.assign(document.createElement("a"), { href: url, download: item.file.split("/").pop(),
                                                              textContent: "Download " + item.file + " (" + blob.size + " bytes)" });
    const files = Object.assign(document.createElement("p"), { className: "files" });
    files.append(link);
    figure.append(files);
    figure.dataset.state = "shown";
}
