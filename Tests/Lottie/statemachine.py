"""A reference interpreter of dotLottie state machines (the subset a press machine uses), written from the
format's description (states, transitions with guards over inputs, interactions whose actions set inputs), to
drive an archive's s/press.json frame by frame without a player.

- Entering a PlaybackState applies its `segment` (a marker: frames tm…tm+dr; none: the whole animation),
  shows the segment's first frame, plays it when `autoplay`, and runs its `entryActions`.
- After anything that may change the outcome (an input set, an event fired, a state entered, a playback
  completed) the current state's transitions are evaluated in order: the first whose guards all hold is taken
  (exitActions, then the target is entered, then evaluation repeats; a machine that never settles is an error).
  A Boolean/Numeric/String guard compares the input with `compareTo` (`"$name"`: another input); an Event
  guard holds only while its event is being fired.
- Interactions: PointerDown, PointerUp and Click run their actions when the pointer does; OnComplete runs its
  actions when its state's playback reaches the segment's end (OnLoopComplete would for a loop).
- Actions: SetBoolean, Toggle, SetNumeric, Increment, Decrement, SetString, Fire.
- Time: one tick per frame. At each tick the pointer events of that tick are delivered, the frame shown is
  recorded, then a playing state advances one frame; reaching the segment's end stops it and completes it.
"""

MAX_STEPS = 32


class Machine:
    def __init__(self, machine, markers, total_frames=None):
        self.states = {state["name"]: state for state in machine["states"]}
        self.inputs = {item["name"]: item.get("value") for item in machine.get("inputs", [])}
        self.types = {item["name"]: item["type"] for item in machine.get("inputs", [])}
        self.interactions = machine.get("interactions", [])
        self.segments = {marker["cm"]: (marker["tm"], marker["tm"] + marker["dr"]) for marker in markers}
        self.total = total_frames
        self.state = None
        self.frame = 0.0
        self.playing = False
        self.enter(machine["initial"])
        self.settle()

    # States and transitions.

    def enter(self, name):
        if self.state is not None:
            self.run(self.states[self.state].get("exitActions", []))
        self.state = name
        state = self.states[name]
        segment = state.get("segment")
        if segment is not None and segment not in self.segments:
            raise ValueError("state %r plays no marker %r" % (name, segment))
        self.start, self.end = self.segments[segment] if segment is not None else (0, self.total)
        self.frame = self.start
        self.playing = bool(state.get("autoplay", False))
        self.run(state.get("entryActions", []))

    def holds(self, guard, event):
        kind, name = guard["type"], guard["inputName"]
        if self.types.get(name) != kind:
            raise ValueError("guard on %r: no %s input of that name" % (name, kind))
        if kind == "Event":
            return event == name
        value, other = self.inputs[name], guard["compareTo"]
        if isinstance(other, str) and other.startswith("$"):
            other = self.inputs[other[1:]]
        condition = guard["conditionType"]
        return {"Equal": value == other, "NotEqual": value != other, "GreaterThan": value > other,
                "GreaterThanOrEqual": value >= other, "LessThan": value < other,
                "LessThanOrEqual": value <= other}[condition]

    def settle(self, event=None):
        for _ in range(MAX_STEPS):
            state = self.states[self.state]
            target = next((t["toState"] for t in state.get("transitions", [])
                           if all(self.holds(g, event) for g in t.get("guards", []))), None)
            if target is None:
                return
            self.enter(target)
            event = None  # an event is consumed by the transition it fired
        raise ValueError("the machine does not settle (more than %d transitions at once)" % MAX_STEPS)

    # Actions and interactions.

    def run(self, actions):
        for action in actions:
            kind, name = action["type"], action.get("inputName")
            if kind == "Fire":
                self.settle(event=name)
                continue
            if kind == "SetBoolean" or kind == "SetNumeric" or kind == "SetString":
                self.inputs[name] = action["value"]
            elif kind == "Toggle":
                self.inputs[name] = not self.inputs[name]
            elif kind == "Increment":
                self.inputs[name] += action.get("value", 1)
            elif kind == "Decrement":
                self.inputs[name] -= action.get("value", 1)
            else:
                raise ValueError("action %r is not interpreted" % kind)
            self.settle()

    def pointer(self, kind):
        for interaction in self.interactions:
            if interaction["type"] == kind:
                self.run(interaction["actions"])

    def tick(self):
        """Advances one frame; a playback that reaches its end completes."""
        if not self.playing:
            return
        self.frame += 1
        if self.frame >= self.end:
            self.frame, self.playing = self.end, False
            completed = self.state
            for interaction in self.interactions:
                if interaction["type"] == "OnComplete" and interaction["stateName"] == completed:
                    self.run(interaction["actions"])
            self.settle()


def run(machine, markers, events, ticks):
    """The animation frame shown at each tick 0…ticks−1, `events` mapping a tick to its pointer events."""
    interpreter = Machine(machine, markers)
    shown = []
    for tick in range(ticks):
        for kind in events.get(tick, []):
            interpreter.pointer(kind)
        shown.append(interpreter.frame)
        interpreter.tick()
    return shown
