// The hand-off (DOM): every format's files for the present settings as one ZIP archive (`POST /export`: the
// CLI's bytes for each command line, and a README listing them), offered as a download once made. The link
// names the update it was made for (`data-generation`) and is withdrawn by the next change, so it never offers
// another state's files.
import { exportJobs } from "./command.js";
import { exportArchive, text } from "./server.js";

const $ = id => document.getElementById(id);
let url = null, made = 0;

// Withdraws the archive made for an older state (every update calls it).
export function withdraw() {
    made++;
    $("exportLink").hidden = true;
    $("exportStatus").textContent = "";
    if (url) URL.revokeObjectURL(url);
    url = null;
}

// Makes the archive of `state` (`spec`: the spec text being edited, or null) for update `generation`.
export async function exportAll(schema, state, spec, generation) {
    withdraw();
    const mine = made, status = $("exportStatus"), link = $("exportLink");
    status.textContent = "Making every format…";
    const r = await exportArchive(exportJobs(schema, state), spec);
    if (mine !== made) return;
    if (!r.ok) {
        status.textContent = text(r.bytes);
        status.className = "error";
        return;
    }
    status.textContent = "";
    status.className = "";
    url = URL.createObjectURL(new Blob([r.bytes], { type: "application/zip" }));
    Object.assign(link, { href: url, download: "ripplegen-export.zip", hidden: false,
                          textContent: "Download ripplegen-export.zip (" + r.bytes.byteLength + " bytes)" });
    link.dataset.generation = String(generation);
    link.focus();
}
