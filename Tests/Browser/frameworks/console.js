// First in the framework pages' <head>: records console errors and warnings, uncaught errors and rejections
// in `<html data-console>` (JSON), for the check to read (WebKit's driver has no log).
{
    const root = document.documentElement, record = (kind, args) =>
        root.dataset.console = JSON.stringify([...JSON.parse(root.dataset.console || "[]"), [kind, args.map(String).join(" ").slice(0, 300)]]);
    for (const kind of ["error", "warn"]) {
        const original = console[kind];
        console[kind] = (...args) => (record(kind, args), original.apply(console, args));
    }
    addEventListener("error", event => record("uncaught", [event.message || event.target?.src || event.target?.href]), true);
    addEventListener("unhandledrejection", event => record("rejection", [event.reason]));
}
