// The programs as data, the form the former data engine took (reference.js): material's and splash's as
// ripplegen wrote them (JS literals: unquoted keys, definitions named by number, linear easings left out), a
// splash with a spring and a reduced-motion slowdown, and a tap.

// Material: scale and translate one track (the same keyframes and easings), opacity with a release
// segment that has "f" and begins at max(h, 0.225); a drag-out fade.
export const material = {c:"rg-material",k:0,v:[["0",["+",["/",["hypot","W","H"],2],10]]],w:[],l:[{d:0,n:.225,i:1,t:[{p:["scale","translate"],k:[[0,[[["/",["*",.3,["max","W","H"]],50]],["x","y"]],"cubic-bezier(.42,0,.58,1)"],[1,[[["/","0",50]],[["/","W",2],["/","H",2]]]]]},{p:["opacity"],k:[[0,[[0]]],[.3333,[[1]]],[1,[[1]]]],u:{b:["max","h",.225],d:.15,f:[1],t:[0]}}]}],f:.075};

// Splash: scale and opacity each with a release segment without "f" (cut at b = h and h + 0.1), and a
// translate of one keyframe (constant: the layer's style, no animation).
export const splash = {c:"rg-splash",k:0,v:[["0",["*",.8,["max","W","H"]]]],w:[],l:[{d:0,n:.4,i:1,t:[{p:["scale"],k:[[0,[[["*",.3,["/","0",100]]]],"cubic-bezier(0,0,.58,1)"],[1,[[["/","0",100]]]]],u:{b:"h",d:.4,t:[["*",3.6358,["/","0",100]]]}},{p:["opacity"],k:[[0,[[0]],"cubic-bezier(0,0,.58,1)"],[1,[[1]]]],u:{b:["+","h",.1],d:.4,t:[0]}},{p:["translate"],k:[[0,[["x","y"]]]]}]}]};

// Splash with a spring on its scale release (a CSS linear() easing) and "s": four times slower under
// reduced motion.
export const springSplash = {
    ...splash, s: 4,
    l: [{ ...splash.l[0], t: [
        { ...splash.l[0].t[0], u: { ...splash.l[0].t[0].u, e: "linear(0, 0.6 25%, 1.15 50%, 0.97 75%, 1)" } },
        ...splash.l[0].t.slice(1),
    ] }],
};

// A tap: plays to its end whatever the release.
export const tap = {
    c: "rg-tap", k: 1, v: [], l: [{ d: 0, n: 0.3, i: 1, t: [
        { p: ["opacity"], k: [[0, [[1]], "linear"], [1, [[0]], "linear"]] },
        { p: ["scale"], k: [[0, [[0]], "linear"], [1, [[["/", "W", 50]]], "linear"]] },
    ] }],
};

// Fill, material with `--release-rule literal` and splash with `--disappear opacity --reduced-motion slow`,
// as the data engine's ripplegen wrote them (the compiled programs of `compiled.js` are checked against them).
export const fill = {c:"rg-fill",k:1,v:[["0",["hypot",["max","x",["-","W","x"]],["max","y",["-","H","y"]]]]],w:[],l:[{d:0,n:.45,i:1,t:[{p:["scale","opacity"],k:[[0,[[["*",0,["/","0",50]]],[0]]],[.6667,[[["/","0",50]],[1]]],[1,[[["/","0",50]],[0]]]]},{p:["translate"],k:[[0,[["x","y"]]]]}]}]};
export const materialLiteral = {c:"rg-material",k:0,v:[["0",["+",["/",["hypot","W","H"],2],10]]],w:[],l:[{d:0,n:.225,i:1,t:[{p:["scale","translate"],k:[[0,[[["/",["*",.3,["max","W","H"]],50]],["x","y"]],"cubic-bezier(.42,0,.58,1)"],[1,[[["/","0",50]],[["/","W",2],["/","H",2]]]]]},{p:["opacity"],k:[[0,[[0]]],[.3333,[[1]]],[1,[[1]]]],u:{b:["ifpos",["-",.225,"h"],["max","h",.15],"h"],d:["ifpos",["-",.225,"h"],["-",.3,["max","h",.15]],0],f:[["ifpos",["-",.225,"h"],["-",1,["/",["-",["max","h",.15],.15],.15]],0]],t:[0]}}]}],f:.075};
export const splashSpring = {c:"rg-splash",k:0,v:[["0",["*",.8,["max","W","H"]]]],w:[],l:[{d:0,n:.4,i:1,t:[{p:["scale"],k:[[0,[[["*",.3,["/","0",100]]]],"cubic-bezier(0,0,.58,1)"],[1,[[["/","0",100]]]]]},{p:["opacity"],k:[[0,[[0]],"cubic-bezier(0,0,.58,1)"],[1,[[1]]]],u:{b:"h",d:.8082,t:[0],e:"linear(0,.003 1.02%,.016 2.26%,.039 3.59%,.081 5.33%,.144 7.41%,.368 13.92%,.514 18.7%,.633 23.28%,.728 27.91%,.809 33.11%,.877 39.29%,.932 47.26%,.971 58.44%,.994 77.57%,1)"}},{p:["translate"],k:[[0,[["x","y"]]]]}]}],s:4};
