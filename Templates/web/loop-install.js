// The body of a looping decoration's script: once per document, containers for the elements there now,
// and again whenever the page adds an element or a class (a MutationObserver runs only when the page
// changes). A class taken away takes the decoration with it: the sheet draws a container only inside an
// element with the class.
doc[installedKey] || (
    doc[installedKey] = 1,
    attachAll(),
    new MutationObserver(attachAll).observe(doc, { childList: true, subtree: true, attributeFilter: ["class"] })
)
