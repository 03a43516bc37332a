// The page's requests to `ripplegen serve`: each carries the run's secret, from the page's own address.
export const token = new URLSearchParams(location.search).get("token") || "";
export const auth = { headers: { Authorization: "Bearer " + token } };

// A render that found no free slot in time is answered 503 with Retry-After: asked again after that many
// seconds, a few times, before its error is shown.
export async function fetchRetrying(url, init) {
    for (let tries = 1; ; tries++) {
        const r = await fetch(url, init), after = +r.headers.get("Retry-After");
        if (r.status !== 503 || !after || tries >= 5) return r;
        await new Promise(done => setTimeout(done, after * 1000));
    }
}

// The bytes `args` make (the web format's style sheet: `renderFiles` for its others), with the spec text when
// one is given.
export async function render(args, spec) {
    const body = JSON.stringify(spec === null ? args : { args, spec });
    const r = await fetchRetrying("/render", { method: "POST", body, ...auth });
    // A refused render names the flag whose value is wrong, when it is one (the page marks that control).
    return { ok: r.ok, status: r.status, type: r.headers.get("Content-Type"), flag: r.headers.get("X-Ripplegen-Flag"),
             bytes: await r.arrayBuffer() };
}

// The web format's `files` (["css", "js", ...]) of one render in one request: the answer holds their bytes one
// after another, X-Ripplegen-Files each one's [length, media type]. One result per file, as `render` gives; a
// refused render's result for each.
export async function renderFiles(args, spec, files) {
    const body = JSON.stringify(spec === null ? args : { args, spec });
    const r = await fetchRetrying("/render?files=" + files.join(","), { method: "POST", body, ...auth });
    const bytes = await r.arrayBuffer(), flag = r.headers.get("X-Ripplegen-Flag");
    if (!r.ok) return files.map(() => ({ ok: false, status: r.status, type: r.headers.get("Content-Type"), flag, bytes }));
    let at = 0;
    return JSON.parse(r.headers.get("X-Ripplegen-Files")).map(([length, type]) =>
        ({ ok: true, status: r.status, type, flag, bytes: bytes.slice(at, at += length) }));
}

// A POST of `body` (JSON) to `path` with a render's retries: { ok, status, type, bytes }.
async function post(path, body) {
    const r = await fetchRetrying(path, { method: "POST", body: JSON.stringify(body), ...auth });
    return { ok: r.ok, status: r.status, type: r.headers.get("Content-Type"), bytes: await r.arrayBuffer() };
}

// The Lottie preview of `args` (`--format lottie` or `dotlottie`): the file as rlottie draws it, an APNG; or
// why not (rlottie missing: 501 with the package to install).
export const lottiePreview = (args, spec) => post("/preview/lottie", spec === null ? args : { args, spec });

// Every format's files at once, one ZIP archive (`jobs`: command.js's exportJobs).
export const exportArchive = (jobs, spec) => post("/export", spec === null ? { files: jobs } : { files: jobs, spec });

export const getJSON = async path => (await fetch(path, auth)).json();

// The query of a preview's frame or file (with the number of the spec draft it shows, if any).
export const query = (args, draft) => "token=" + encodeURIComponent(token) + "&args=" + encodeURIComponent(JSON.stringify(args))
    + (draft === null ? "" : "&draft=" + draft);

// The number the server gives the spec text `text` (the previews that load by GET name it).
let lastDraft = { text: null, number: null };
export async function draftOf(text) {
    if (text !== lastDraft.text) {
        const r = await fetch("/draft", { method: "PUT", body: text, ...auth });
        lastDraft = { text, number: (await r.json()).draft };
    }
    return lastDraft.number;
}

export const text = bytes => new TextDecoder().decode(bytes);
