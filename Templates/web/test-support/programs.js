// The programs the tests run: material's as ripplegen emits it, and a splash-like one (a release segment
// without "f", cut at b = h, with a spring written as a CSS linear() easing).
export const material = JSON.parse(`{"c":"rg-material","k":0,"v":[["cx",["/","W",2]],["cy",["/","H",2]],["R",["+",["/",["hypot","W","H"],2],10]]],"w":[["fadeAt",["max","h",0.225]]],"l":[{"d":0,"n":0.225,"i":1,"t":[{"p":"scale","k":[[0,[["/",["*",0.3,["max","W","H"]],50]],"cubic-bezier(.42,0,.58,1)"],[1,[["/","R",50]],"linear"]]},{"p":"translate","k":[[0,["x","y"],"cubic-bezier(.42,0,.58,1)"],[1,["cx","cy"],"linear"]]},{"p":"opacity","k":[[0,[0],"linear"],[0.3333,[1],"linear"],[1,[1],"linear"]],"u":{"b":"fadeAt","d":0.15,"f":[1],"t":[0],"e":"linear"}}]}],"f":0.075}`);

export const splash = {
    c: "rg-splash", k: 0, s: 4,
    v: [["r", ["/", ["max", "W", "H"], 100]]],
    w: [["out", ["+", "h", 0.1]]],
    l: [{ d: 0, n: 0.25, i: 1, t: [
        { p: "scale", k: [[0, [0.5], "cubic-bezier(.42,0,.58,1)"], [1, [1.5], "linear"]],
          u: { b: "h", d: 0.4, t: [["*", "r", 3]], e: "linear(0, 0.6 25%, 1.15 50%, 0.97 75%, 1)" } },
        { p: "opacity", k: [[0, [1], "linear"], [1, [1], "linear"]], u: { b: "out", d: 0.2, f: [1], t: [0], e: "linear" } },
    ] }],
};

// A tap: plays to its end whatever the release.
export const tap = {
    c: "rg-tap", k: 1, v: [], l: [{ d: 0, n: 0.3, i: 1, t: [
        { p: "opacity", k: [[0, [1], "linear"], [1, [0], "linear"]] },
        { p: "scale", k: [[0, [0], "linear"], [1, [["/", "W", 50]], "linear"]] },
    ] }],
};
