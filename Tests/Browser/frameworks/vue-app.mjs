// The Vue 2 page (Debian's node-vue 2.6, the full build with its template compiler, development mode: its
// warnings go to console.error): a list whose items ripple through `<rg-ripple>` (created by Vue while
// detached, then inserted) and a button through a `v-ripple` directive (the class). Clicks re-render.
import Vue from "vue/dist/vue.esm.browser.js";
import { attach, define, rippleClass } from "./style.mjs";

Vue.config.ignoredElements = ["rg-ripple"];
define();
attach(document);
new Vue({
    el: "#app",
    data: { items: ["Alpha", "Beta", "Gamma"], count: 0, rippleClass },
    directives: { ripple: { bind: element => element.classList.add(rippleClass) } },
    mounted() {
        document.documentElement.dataset.hydrated = "1";
    },
    template: `<main>
      <button v-for="(item, i) in items" :key="item" :id="'item' + i" class="btn" @click="count++">
        <rg-ripple :ripple="rippleClass"></rg-ripple><span class="label">{{ item }} {{ count }}</span>
      </button>
      <button id="class" class="btn" v-ripple @click="count++">Directive {{ count }}</button>
      <output id="count">{{ count }}</output>
    </main>`,
});
