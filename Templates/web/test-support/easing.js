// A JS implementation of the CSS easing functions the tests use (linear, cubic-bezier(…), ease-in-out,
// linear(…)): what the browser computes, to check `split` against and to sample animations with.
const bezier = (x1, y1, x2, y2) => progress => {
    if (progress <= 0 || progress >= 1) return progress;
    const at = (a, b, t) => 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3;
    let low = 0, high = 1, t = progress;
    for (let step = 0; step < 60; step++) {
        t = (low + high) / 2;
        at(x1, x2, t) < progress ? low = t : high = t;
    }
    return at(y1, y2, t);
};

// linear(0, 0.5 30%, 1): points, each with an optional input percentage (else spread evenly).
const linearFunction = body => {
    const points = body.split(",").map(point => point.trim().split(/\s+/).map(parseFloat));
    const inputs = points.map((point, index) => point.length > 1 ? point[1] / 100 : null);
    inputs[0] ??= 0;
    inputs[inputs.length - 1] ??= 1;
    for (let index = 1; index < inputs.length; index++) {
        if (inputs[index] != null) continue;
        let next = index;
        while (inputs[next] == null) next++;
        inputs[index] = inputs[index - 1] + (inputs[next] - inputs[index - 1]) / (next - index + 1);
    }
    return progress => {
        let index = 0;
        while (index < points.length - 2 && inputs[index + 1] <= progress) index++;
        const span = inputs[index + 1] - inputs[index];
        const local = span ? (progress - inputs[index]) / span : 1;
        return points[index][0] + (points[index + 1][0] - points[index][0]) * local;
    };
};

export const easingFunction = easing => {
    if (easing == "linear" || easing === undefined) return progress => progress;
    if (easing == "ease-in-out") return bezier(0.42, 0, 0.58, 1);
    const match = /^(cubic-bezier|linear)\((.*)\)$/.exec(easing);
    if (!match) throw new Error("unknown easing " + easing);
    return match[1] == "linear" ? linearFunction(match[2]) : bezier(...match[2].split(",").map(Number));
};

// An easing's output at `progress`.
export const ease = (easing, progress) => easingFunction(easing)(progress);
