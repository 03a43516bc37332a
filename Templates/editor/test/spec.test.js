import { test } from "node:test";
import assert from "node:assert/strict";
import { arrived, conflicted, edited, keepFile, keepMine, loaded, saved } from "../spec.js";

test("a new version of the file is taken in when nothing is unsaved", () => {
    const editor = arrived(loaded("one", 1), "two", 2);
    assert.deepEqual(editor, loaded("two", 2));
    assert.equal(conflicted(editor), false);
});

test("an unsaved edit keeps the version it was loaded at, whatever arrives meanwhile (the lost update)", () => {
    let editor = edited(loaded("one", 1), "mine");
    editor = arrived(editor, "theirs", 2);
    editor = arrived(editor, "theirs again", 3);
    assert.equal(editor.text, "mine");
    assert.equal(editor.base, 1, "a save carries version 1: the server refuses it (409)");
    assert.deepEqual(editor.disk, { text: "theirs again", version: 3 });
    assert.equal(conflicted(editor), true);
});

test("an edit with no change on disk is no conflict", () => {
    const editor = edited(loaded("one", 1), "mine");
    assert.equal(editor.dirty, true);
    assert.equal(conflicted(editor), false);
});

test("typing the file's text back is no unsaved edit", () => {
    const editor = edited(edited(loaded("one", 1), "onex"), "one");
    assert.deepEqual(editor, loaded("one", 1));
    const later = edited(arrived(edited(loaded("one", 1), "x"), "two", 2), "two");
    assert.deepEqual(later, loaded("two", 2), "the text is now the new version's");
});

test("keep mine: the text stays, based on the file's version (the next save replaces the file)", () => {
    const editor = keepMine(arrived(edited(loaded("one", 1), "mine"), "theirs", 2));
    assert.equal(editor.text, "mine");
    assert.equal(editor.base, 2);
    assert.equal(conflicted(editor), false);
    assert.deepEqual(saved(editor, 3), loaded("mine", 3));
});

test("keep the file's: the edit is dropped", () => {
    const editor = keepFile(arrived(edited(loaded("one", 1), "mine"), "theirs", 2));
    assert.deepEqual(editor, loaded("theirs", 2));
});
