/**
 * About page copy (/about-us): the story, what we believe, and the four
 * 'Why Choose' tiles. Pure data: safe on the server and in the browser.
 */
import { site } from "./site-config";
import { deliveryAppNames } from "./delivery-apps";

/** lucide-react icon names used on the About page (map them to components in the UI). */
export type AboutIconName = "Wheat" | "Leaf" | "Clock" | "HeartHandshake";

export interface AboutStory {
  heading: string;
  paragraphs: string[];
}

export interface Belief {
  title: string;
  text: string;
}

export interface WhyChooseTile {
  title: string;
  text: string;
  icon: AboutIconName;
}

export const aboutStory: AboutStory = {
  heading: "Our story: bread worth waking up for",
  paragraphs: [
    `${site.name} started in 2018 in a small shopfront in ${site.city}, with one deck oven, two bakers and a simple idea: bread should be as good for you as it smells. We were tired of 'brown' loaves that were mostly maida and labels that needed a dictionary, so we decided to bake the kind of bread we wanted to eat at home.`,
    "Our ovens are lit before dawn, every single day. By the time the city is making its first chai, the loaves are cooling on the racks, the croissants are golden and the cake sponges are waiting to be filled. We bake in small batches so what reaches you is fresh, not something that has sat on a shelf for a week.",
    "We reach for whole grains first. Whole wheat atta, oats and millets like ragi and jowar go into our loaves wherever they make better bread, and we use refined flour only where a pastry genuinely needs it. When we do, we say so.",
    `That's the other half of our promise: honest labels. Every pack lists what's inside in plain words, biggest ingredient first. Today you'll find ${site.name} on ${deliveryAppNames("and")}, but the recipe hasn't changed since that first morning: real ingredients, baked early, described truthfully.`,
  ],
};

export const beliefs: Belief[] = [
  {
    title: "Whole grains first",
    text: "If a loaf can be made with whole wheat atta or millets without losing its taste, we make it that way.",
  },
  {
    title: "Say what's inside",
    text: "Our labels list every ingredient in plain words. No caramel colour to fake a brown loaf, no vague 'goodness of grains'.",
  },
  {
    title: "Fresh, not forever",
    text: "We bake every morning in small batches, so our bread doesn't need to last for weeks on a shelf.",
  },
  {
    title: "A treat is a treat",
    text: "We love cakes and pastries, and we'll never pretend they're health food. Enjoy them knowingly, and enjoy them properly.",
  },
];

/** Exactly four tiles (the type says so): the About Us grid is laid out for four. */
export const whyChoose: [WhyChooseTile, WhyChooseTile, WhyChooseTile, WhyChooseTile] = [
  {
    title: "Real whole grains",
    text: "Whole wheat atta comes first on our brown loaves, not maida with colour added.",
    icon: "Wheat",
  },
  {
    title: "Simple ingredients",
    text: "Short lists of things you'd recognise in your own kitchen.",
    icon: "Leaf",
  },
  {
    title: "Baked fresh daily",
    text: "Ovens on before dawn, small batches, on their way to you the same day.",
    icon: "Clock",
  },
  {
    title: "Honest labels",
    text: "Plain-word ingredients and clear nutrition facts on every pack.",
    icon: "HeartHandshake",
  },
];
