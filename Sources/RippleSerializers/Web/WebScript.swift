import RippleKit

/// The web format's script: a small runtime (event delegation, one element per press, Web Animations)
/// around the style compiled from its template (`PressProgram`).
///
/// What the template decides is generated: `G(W, H, px, py)` evaluates the template's arithmetic at the
/// press and returns each layer's box and touch-down keyframes, and each layer's `R(hold)` evaluates what
/// the release starts. The runtime is the same for every style; its optional parts (cutting a press track
/// where a release interrupts it, springs, the drag fade, reduced motion's slow mode, rings) are written
/// only when the program uses them, so a script carries no code it never runs.
struct WebScript {
    let program: PressProgram
    /// Every variable's number: the inputs, the release input, then the definitions in order.
    private let names: [String: Int]
    /// The class of the elements that get the ripple.
    let className: String
    /// `--reduced-motion slow`: presses play 4× slower under `prefers-reduced-motion: reduce`.
    let slowFactor: Double?

    init(program: PressProgram, className: String, slowFactor: Double?) {
        self.program = program
        self.className = className
        self.slowFactor = slowFactor
        var names: [String: Int] = [:]
        for name in PressProgram.inputs + [program.release ?? "hold"] + program.definitions.map(\.name) where names[name] == nil {
            names[name] = names.count
        }
        self.names = names
    }

    private func js(_ expression: Expression) -> String {
        JavaScript.expression(expression, names: names)
    }

    /// The script text.
    func render() -> String {
        let held = program.kind == .held
        let cuts = program.layers.contains { $0.tracks.contains { $0.release != nil && $0.release?.from == nil } }
        let springs = program.layers.contains { layer in
            layer.tracks.contains { if case .spring = $0.release?.curve { return true } else { return false } }
        }
        let strokes = program.layers.contains { $0.strokeWidth != nil }
        let drag = held && program.dragFade != nil
        let slow = slowFactor.map { "Z=w.matchMedia(\"(prefers-reduced-motion:reduce)\").matches?\(JavaScript.number(1 / $0)):1," } ?? ""
        // Arguments with defaults declare the runtime's names without `let`.
        var out = "/* ripplegen \(className): \(held ? "press" : "tap") ripple, docs/web.md */\n"
        out += "((C,M,D,w,A=new Map,N=[\"scale\",\"translate\",\"opacity\"],F={fill:\"forwards\"}" + (slowFactor != nil ? ",Z" : "")
        out += ",O=(t,e,f)=>t.addEventListener(e,f)"
        // Every animation of a press starts at the press's event time, so all of them share one clock.
        out += ",Q=(e,p,k,o,t)=>(e=e.animate(k.map(([o,v,z])=>({offset:o,[N[p]]:p-1?v:v[0]+\"px \"+v[1]+\"px\",easing:z})),{...F,...o}),"
        out += (slowFactor != nil ? "e.playbackRate=Z," : "") + "e.startTime=t,e)"
        out += ",U=(a,b)=>M.abs(a/b-1)<.01?1:a/b,G=" + generated()
        // One layout read per press; the container is made on the first press and kept.
        // The container covers the padding box (where the ripple is drawn); measuring it, not the element,
        // keeps borders out of the geometry.
        out += ",S=(h,v,i,t=v.timeStamp,c=h.querySelector(\":scope>.\"+C+\"-c\")||h.appendChild(Object.assign(D.createElement(\"span\"),{className:C+\"-c\"})),"
        // Client coordinates against the rectangle are right under scrolling; a scaled ancestor scales the
        // rectangle too, so sizes and offsets are divided by the scale (layout size ÷ drawn size; within 1 %
        // it is 1, since layout sizes are whole pixels).
        out += "r=c.getBoundingClientRect(),q=U(r.width,c.offsetWidth),z=U(r.height,c.offsetHeight))=>{" + slow
        let box = "let e=c.appendChild(D.createElement(\"i\"));e.style.cssText=`width:${2*a}px;height:${2*b}px;left:${u-a}px;top:${v-b}px`"
            + (strokes ? "+(s||\"\")" : "") + ";"
        // A key press has no pointer position: its ripple starts at the centre.
        let call = "G(r.width/q,r.height/z,((v.clientX??r.left+r.width/2)-r.left)/q,((v.clientY??r.top+r.height/2)-r.top)/z)"
        if held {
            out += "A.set(i,[r,t," + call + ".map(([a,b,u,v,T,d,l,R,s])=>{" + box
            out += "T.map(([p,k])=>Q(e,p,k,{delay:d,duration:l},t));return[e,R,T,d,l]}),1])" + (drag ? ";O(w,\"pointermove\",Y)" : "") + "}"
            // Released outside the element the ripple goes at once (MDC iOS); else each layer's release runs.
            out += ",E=(i,v,q,p=A.get(i))=>{if(p){A.delete(i);let[r,t,L]=p,o=!q&&v.clientX!=null&&!I(r,v);"
            out += "L.map(([e,R,T,d,l])=>o?e.remove():(R((v.timeStamp-t)/1e3" + (slowFactor != nil ? "*Z" : "") + ")"
            out += ".map(([j,s,z,f,g,k])=>Q(e,T[j][0]," + (cuts ? "(f??=V(T[j][1],(s*1e3-d)/l)," : "(")
            out += (springs ? "k.map?k.map(([o,q,e])=>[o,X(f,g,q),e]):" : "") + "[[0,f,k],[1,g]]),{delay:s*1e3,duration:z*1e3},t))"
            out += ",W(e)))" + (drag ? ";A.size||w.removeEventListener(\"pointermove\",Y)" : "") + "}}"
            out += ",I=(r,v)=>v.clientX>=r.left&&v.clientX<r.right&&v.clientY>=r.top&&v.clientY<r.bottom"
            if let fade = program.dragFade {
                // Leaving the element during a press fades the ripple out, coming back fades it in (MDC iOS).
                out += ",Y=(v,p=A.get(v.pointerId),n)=>p&&(n=I(p[0],v))!=p[3]&&(p[3]=n,p[2].map(([e])=>"
                out += "e.animate({opacity:n?[0,1]:[1,0]},{...F,duration:\(JavaScript.number(fade * 1000))})))"
            }
        } else {
            out += call + ".map(([a,b,u,v,T,d,l,n,s])=>{" + box
            out += "T.map(([p,k])=>Q(e,p,k,{delay:d,duration:l,iterations:n},t));W(e)})}"
        }
        if cuts || springs { out += ",X=(a,b,q)=>a.map?a.map((a,i)=>a+(b[i]-a)*q):a+(b-a)*q" }
        if cuts {
            // A press track's value where the release cuts it: the keyframe segment, its easing solved.
            out += ",V=(k,x)=>{let j=k.length-1;x=M.min(M.max(x,0),1);while(j&&k[j][0]>x)j--;if(!k[j+1])return k[j][1];"
            out += "let[o,a,e]=k[j],[P,b]=k[j+1];return X(a,b,B(e,(x-o)/(P-o)))}"
            out += #",B=(e,u)=>{if(!e||e=="linear")return u;let[a,b,c,d]=e.match(/-?[\d.]+/g).map(Number),l=0,h=1,t,"#
            out += "z=(p,q,t)=>3*(1-t)*(1-t)*t*p+3*(1-t)*t*t*q+t*t*t;for(let n=40;n--;)z(a,c,t=(l+h)/2)<u?l=t:h=t;return z(b,d,t)}"
        }
        // An element goes when all its animations have finished (press, release and drag fades alike).
        out += ",W=e=>Promise.all(e.getAnimations().map(n=>n.finished)).then(()=>e.remove(),()=>0)"
        out += ",K=v=>/^(Enter| )$/.test(v.key))=>{"
        out += "O(D,\"pointerdown\",(v,h)=>!v.button&&(h=v.target.closest(\".\"+C))&&S(h,v,v.pointerId))"
        out += ";O(D,\"keydown\",(v,h)=>!v.repeat&&K(v)&&(h=v.target.closest(\".\"+C))&&S(h,v,\"k\"))"
        if held {
            out += ";O(w,\"pointerup\",v=>E(v.pointerId,v));O(w,\"pointercancel\",v=>E(v.pointerId,v,1));O(D,\"keyup\",v=>K(v)&&E(\"k\",v))"
        }
        out += "})(\"\(className)\",Math,document,window)\n"
        return out
    }

    /// `G`: the press's arithmetic and each layer as `[rx, ry, cx, cy, tracks, delay, duration, R or
    /// iterations, ring css]` (times in ms).
    private func generated() -> String {
        let inputs = PressProgram.inputs.map { JavaScript.name($0, in: names) }.joined(separator: ",")
        let layers = program.layers.map(layer)
        var used = Set<String>()
        collectUsed(into: &used)
        let press = program.definitions.filter { !$0.release && used.contains($0.name) }
        let body = "[" + layers.joined(separator: ",") + "]"
        guard !press.isEmpty else { return "(\(inputs))=>\(body)" }
        return "(\(inputs))=>{let " + press.map { "\(JavaScript.name($0.name, in: names))=\(js($0.expression))" }.joined(separator: ",")
            + ";return\(body)}"
    }

    private func layer(_ layer: PressProgram.Layer) -> String {
        var half = layer.halfSize
        if case .circle = layer.shape, half[0] != half[1] { half = [.call("min", half), .call("min", half)] }
        var extra = ""
        if let width = layer.strokeWidth {
            // A centred stroke like SVG's: a border-box ring half a stroke wider on each side.
            half = half.map { .binary("+", $0, .number(width / 2)) }
            extra = ",\";box-sizing:border-box;background:none;border:\(JavaScript.number(width))px solid\""
        }
        var fields = (half + layer.center).map(js)
        fields.append("[" + layer.tracks.map(track).joined(separator: ",") + "]")
        fields.append(JavaScript.number(layer.delay * 1000))
        fields.append(JavaScript.number(layer.pressDuration * 1000))
        fields.append(program.kind == .held ? release(layer) : JavaScript.number(layer.iterations))
        return "[" + fields.joined(separator: ",") + extra + "]"
    }

    private func track(_ track: PressProgram.Track) -> String {
        let index = track.property == .scale ? 0 : track.property == .translate ? 1 : 2
        let frames = track.keyframes.enumerated().map { position, frame in
            var item = "[" + JavaScript.number(frame.offset) + "," + value(frame.value)
            if position + 1 < track.keyframes.count, frame.easing != .linear { item += ",\"" + JavaScript.easing(frame.easing) + "\"" }
            return item + "]"
        }
        return "[\(index),[" + frames.joined(separator: ",") + "]]"
    }

    /// `R(hold)`: the release's arithmetic and `[track index, begin s, duration s, from or null, to, easing]`.
    private func release(_ layer: PressProgram.Layer) -> String {
        var items: [String] = []
        var used = Set<String>()
        for (index, track) in layer.tracks.enumerated() {
            guard let segment = track.release else { continue }
            let easing: String
            switch segment.curve {
            case .easing(let curve): easing = "\"" + JavaScript.easing(curve) + "\""
            case .spring(let response):
                let table = SegmentCompiler.springProgress(response: response)
                easing = "[" + table.enumerated().map { position, frame in
                    "[" + JavaScript.number(frame.offset) + "," + JavaScript.number(frame.value)
                        + (position + 1 < table.count ? ",\"" + JavaScript.easing(frame.easing) + "\"" : "") + "]"
                }.joined(separator: ",") + "]"
            }
            let parts = [segment.begin, segment.duration] + (segment.from ?? []) + segment.to
            for part in parts { JavaScript.variables(of: part, into: &used) }
            items.append("[\(index),\(js(segment.begin)),\(js(segment.duration)),"
                         + (segment.from.map(value) ?? "null") + "," + value(segment.to) + "," + easing + "]")
        }
        let needed = closure(of: used).filter(\.release)
        let releaseInput = JavaScript.name(program.release ?? "hold", in: names)
        let body = "[" + items.joined(separator: ",") + "]"
        guard !needed.isEmpty else { return "\(releaseInput)=>\(body)" }
        return "\(releaseInput)=>{let " + needed.map { "\(JavaScript.name($0.name, in: names))=\(js($0.expression))" }.joined(separator: ",")
            + ";return\(body)}"
    }

    private func value(_ components: [Expression]) -> String {
        let parts = components.map(js)
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ",") + "]"
    }

    /// Every definition the layers read, directly or through other definitions.
    private func collectUsed(into used: inout Set<String>) {
        for layer in program.layers {
            for part in layer.halfSize + layer.center { JavaScript.variables(of: part, into: &used) }
            for track in layer.tracks {
                for frame in track.keyframes { for part in frame.value { JavaScript.variables(of: part, into: &used) } }
                if let segment = track.release {
                    for part in [segment.begin, segment.duration] + (segment.from ?? []) + segment.to {
                        JavaScript.variables(of: part, into: &used)
                    }
                }
            }
        }
        used = Set(closure(of: used).map(\.name))
    }

    /// The definitions `names` need, in definition order.
    private func closure(of names: Set<String>) -> [PressProgram.Definition] {
        var needed = names
        for definition in program.definitions.reversed() where needed.contains(definition.name) {
            JavaScript.variables(of: definition.expression, into: &needed)
        }
        return program.definitions.filter { needed.contains($0.name) }
    }
}
