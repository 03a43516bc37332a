// The spec being edited against the file on disk (`serve --spec FILE`): nothing lost. The text keeps the
// version it was loaded at (`base`) while it has unsaved changes, whatever versions of the file arrive
// meanwhile; a save carries `base`, so the server refuses it (409) when the file changed since. Pure
// (test/spec.test.js): { text, base, dirty, disk: { text, version } }.

// The file as first loaded.
export const loaded = (text, version) => ({ text, base: version, dirty: false, disk: { text, version } });

// A version of the file from the server: taken into the editor when it has no unsaved changes; kept beside
// them (as `disk`) when it has.
export const arrived = (editor, text, version) =>
    editor.dirty ? { ...editor, disk: { text, version } } : loaded(text, version);

// The page's text typed into.
export const edited = (editor, text) =>
    text === editor.disk.text ? loaded(text, editor.disk.version) : { ...editor, text, dirty: true };

// Saved as `version`.
export const saved = (editor, version) => loaded(editor.text, version);

// Whether the file changed on disk since the text being edited was loaded (the two versions differ).
export const conflicted = editor => editor.dirty && editor.base !== editor.disk.version;

// The user keeps the page's text: it is now based on the file's current version (the next save replaces it).
export const keepMine = editor => ({ ...editor, base: editor.disk.version });

// The user keeps the file's text: the page's edit is dropped.
export const keepFile = editor => loaded(editor.disk.text, editor.disk.version);
