// Demo content for custom cake orders: the sizes, flavours and delivery areas a small bakery would list, its UPI
// payee, and one order in each status (with its history), dated around today so the owner's screens look alive:
// two requests waiting for a price (the older first), a quote awaiting its deposit, and cakes for today and
// tomorrow, as the dashboard's orders panel and the list's "needs action" show them; and a few weeks on, the days
// the calendar marks: a full day, a closed day, a holiday and an over-booked day. Those days keep clear of the
// days the browser tests order for (tests/e2e/fixtures.ts).
import { randomBytes } from "node:crypto";
import type { Prisma } from "#app/generated/prisma/client";
import { addDays, bakeryToday, type OrderStatus } from "#app/lib/orders";
import { secretHash } from "../auth/password.server";
import { releaseReason } from "../models/orders.server";

type Tx = Prisma.TransactionClient;

const SIZES = [
  { label: "0.5 kg", grams: 500, pricePaise: 60_000 },
  { label: "1 kg", grams: 1000, pricePaise: 110_000 },
  { label: "1.5 kg", grams: 1500, pricePaise: 160_000 },
  { label: "2 kg", grams: 2000, pricePaise: 210_000 },
];
const FLAVOURS = ["Chocolate truffle", "Red velvet", "Black forest", "Pineapple", "Butterscotch", "Vanilla bean"];
// The bakery is in Pune (site-config.ts): its delivery areas are Pune's.
const AREAS = [
  { pincode: "411001", name: "Camp and Koregaon Park", feePaise: 5_000 },
  { pincode: "411038", name: "Kothrud", feePaise: 8_000 },
  { pincode: "411045", name: "Baner", feePaise: 6_000 },
];
/** Sunday first: a shorter Sunday, the other days 09:00 to 20:00 (the demo's pickups at 17:30 fall inside). */
const OPENING_HOURS = ["10:00-18:00", ...Array.from({ length: 6 }, () => "09:00-20:00")];

/** The days, counted from today, that show the calendar's marks (clear of the days the browser tests use). */
const FULL_DAY = 41;
const CLOSED_DAY = 43;
const HOLIDAY = 45;
const OVERBOOKED_DAY = 47;

/** The walk from "requested" to each status, as the owner would have made it. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  requested: [],
  quoted: ["quoted"],
  confirmed: ["quoted", "confirmed"],
  in_production: ["quoted", "confirmed", "in_production"],
  ready: ["quoted", "confirmed", "in_production", "ready"],
  completed: ["quoted", "confirmed", "in_production", "ready", "completed"],
  declined: ["declined"],
  cancelled: ["quoted", "cancelled"],
};

const DEMO_ORDERS: {
  status: OrderStatus;
  inDays: number;
  name: string;
  occasion: string;
  size: number;
  flavour: string;
  eggless: boolean;
  message: string;
  delivery?: number;
  /** Cancelled by the release of a quote unpaid for RELEASE_DAYS, not by the customer. */
  released?: true;
  /** "HH:MM" for a pickup; 17:30 when not given. */
  pickupTime?: string;
  /** When the request came, for one still to be answered (the first status change otherwise says it). */
  arrivedHoursAgo?: number;
  notes?: string;
  /** A reference photo: one of the site's own pictures, so the demo needs no upload. */
  photo?: string;
}[] = [
  {
    status: "requested",
    inDays: 6,
    name: "Ananya Iyer",
    occasion: "Birthday",
    size: 1,
    flavour: "Red velvet",
    eggless: true,
    message: "Happy 30th Ananya!",
  },
  {
    status: "quoted",
    inDays: 8,
    name: "Rohit Menon",
    occasion: "Anniversary",
    size: 2,
    flavour: "Black forest",
    eggless: false,
    message: "10 years of us",
    delivery: 1,
  },
  {
    status: "confirmed",
    inDays: 4,
    name: "Fatima Sheikh",
    occasion: "Baby shower",
    size: 1,
    flavour: "Vanilla bean",
    eggless: true,
    message: "Welcome little one",
    notes: "Severe peanut allergy in the family: no nuts, and nothing made beside them.",
    photo: "/images/offerings/cakes.webp",
  },
  {
    status: "in_production",
    inDays: 1,
    name: "Karthik Rao",
    occasion: "Graduation",
    size: 3,
    flavour: "Chocolate truffle",
    eggless: false,
    message: "Congrats Dr. Rao",
    delivery: 0,
    notes: "Gate code 4521. Please call on arrival; the lift is out.",
  },
  {
    status: "ready",
    inDays: 0,
    name: "Meera Pillai",
    occasion: "Birthday",
    size: 0,
    flavour: "Butterscotch",
    eggless: false,
    message: "Happy birthday Amma",
  },
  {
    status: "completed",
    inDays: -5,
    name: "Sanjay Gupta",
    occasion: "Office party",
    size: 3,
    flavour: "Pineapple",
    eggless: true,
    message: "Well done, team!",
  },
  {
    status: "declined",
    inDays: 12,
    name: "Priya Nair",
    occasion: "Wedding",
    size: 3,
    flavour: "Red velvet",
    eggless: false,
    message: "",
  },
  {
    status: "cancelled",
    inDays: 9,
    name: "Arjun Das",
    occasion: "Birthday",
    size: 1,
    flavour: "Chocolate truffle",
    eggless: false,
    message: "Happy 8th Vihaan",
  },
  {
    status: "requested",
    inDays: 3,
    name: "Divya Shetty",
    occasion: "Housewarming",
    size: 2,
    flavour: "Pineapple",
    eggless: true,
    message: "Welcome home",
    delivery: 2,
    // Waiting longer than the first request: the list and the dashboard show it first.
    arrivedHoursAgo: 30,
  },
  {
    status: "confirmed",
    inDays: 0,
    name: "Nikhil Joshi",
    occasion: "Birthday",
    size: 1,
    flavour: "Red velvet",
    eggless: false,
    message: "Happy 40th Nikhil",
    pickupTime: "11:00",
  },
  {
    status: "confirmed",
    inDays: 1,
    name: "Lakshmi Rao",
    occasion: "Anniversary",
    size: 2,
    flavour: "Vanilla bean",
    eggless: true,
    message: "25 golden years",
    delivery: 0,
  },
  // A full day: the usual four orders a day.
  ...(
    [
      ["confirmed", "Revathi Reddy", "10:00", undefined, "Eggless, and no gelatine: we are vegetarian."],
      ["confirmed", "Imran Qureshi", "16:30", undefined, ""],
      ["confirmed", "Pooja Menon", undefined, 2, "Leave with the security desk if no one answers."],
      ["requested", "Naveen Kumar", "12:00", undefined, ""],
    ] as const
  ).map(([status, name, pickupTime, delivery, notes], i) => ({
    status,
    inDays: FULL_DAY,
    name,
    occasion: "Birthday",
    size: i % 4,
    flavour: FLAVOURS[i]!,
    eggless: i === 0,
    message: `Happy birthday ${name.split(" ")[0]!}`,
    pickupTime,
    delivery,
    notes,
    photo: i === 1 ? "/images/offerings/pastries.webp" : undefined,
  })),
  // An over-booked day: three orders taken before the owner cut the day to two.
  ...["Sunita Shah", "Vikram Joshi", "Rekha Bose"].map((name, i) => ({
    status: "confirmed" as const,
    inDays: OVERBOOKED_DAY,
    name,
    occasion: "Office party",
    size: 2,
    flavour: FLAVOURS[i + 3]!,
    eggless: false,
    message: "Cheers to the team",
    pickupTime: `1${i + 1}:00`,
  })),
  // A quote whose deposit never came: the day went back to the calendar after RELEASE_DAYS.
  {
    status: "cancelled",
    inDays: 11,
    name: "Nisha Kulkarni",
    occasion: "Housewarming",
    size: 2,
    flavour: "Butterscotch",
    eggless: true,
    message: "Welcome home",
    released: true,
  },
];

/** The demo bakery gives a day back after 3 days without a reply or a deposit. */
const RELEASE_DAYS = 3;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

export async function seedOrderDemo(tx: Tx): Promise<void> {
  await tx.cakeSize.createMany({ data: SIZES.map((s, position) => ({ ...s, position })) });
  await tx.cakeFlavour.createMany({ data: FLAVOURS.map((name, position) => ({ name, position })) });
  await tx.deliveryArea.createMany({ data: AREAS });
  await tx.orderSettings.upsert({
    where: { id: 1 },
    create: {
      id: 1,
      upiId: "slicebakery@okaxis",
      upiName: "Slice Bakery",
      egglessExtraPaise: 10_000,
      pickupAddress: "Shop 3, Lane 5, North Main Road, Koregaon Park, Pune 411001",
      phone: "+91 20 2615 0142",
      whatsapp: "+91 98450 12399",
      openingHours: OPENING_HOURS,
      releaseRequestsAfterDays: RELEASE_DAYS,
      releaseQuotesAfterDays: RELEASE_DAYS,
    },
    update: {},
  });
  const sizes = await tx.cakeSize.findMany({ orderBy: { position: "asc" } });
  const today = bakeryToday();
  const year = Number(today.slice(0, 4));
  for (const [i, demo] of DEMO_ORDERS.entries()) {
    const size = sizes[demo.size]!;
    const area = demo.delivery === undefined ? null : AREAS[demo.delivery]!;
    const quoted = demo.status !== "requested" && demo.status !== "declined";
    const estimate = size.pricePaise + (demo.eggless ? 10_000 : 0) + (area?.feePaise ?? 0);
    const path = PATHS[demo.status];
    // A released quote waited RELEASE_DAYS after it was sent before the job cancelled it, a day ago.
    const stepHours = (step: number) => (demo.released && step === 1 ? RELEASE_DAYS * 24 : 24);
    const first = demo.arrivedHoursAgo ?? (path.length + 1) * 24 + (demo.released ? (RELEASE_DAYS - 1) * 24 : 0);
    let at = first;
    await tx.order.create({
      data: {
        reference: `SB-${String(year % 100).padStart(2, "0")}-${String(i + 1).padStart(4, "0")}`,
        // A demo order's link is never shown: the hash of a token nobody keeps.
        statusTokenHash: secretHash(randomBytes(32).toString("base64url")),
        status: demo.status,
        version: path.length + 1,
        occasion: demo.occasion,
        dateNeeded: new Date(`${addDays(today, demo.inDays)}T00:00:00Z`),
        fulfilment: area ? "delivery" : "pickup",
        address: area ? `${12 + i} Lane 4, ${area.name}, Pune` : "",
        pincode: area?.pincode ?? "",
        pickupTime: area ? null : (demo.pickupTime ?? "17:30"),
        sizeId: size.id,
        sizeLabel: size.label,
        sizePricePaise: size.pricePaise,
        flavour: demo.flavour,
        eggless: demo.eggless,
        cakeMessage: demo.message,
        notes: demo.notes ?? "",
        photos: demo.photo ? [{ url: demo.photo, variants: [] }] : [],
        name: demo.name,
        phone: `98450${String(10_000 + i * 1_111).slice(0, 5)}`,
        email: `${demo.name.split(" ")[0]!.toLowerCase()}@example.com`,
        estimatePaise: estimate,
        quotedPaise: quoted ? estimate + 20_000 : null,
        depositPaise: quoted ? Math.round((estimate + 20_000) / 200) * 100 : null,
        quoteNote: quoted ? "Includes a hand-piped border in your colours." : "",
        depositReceivedAt: path.includes("confirmed") ? hoursAgo(first - 48) : null,
        // The reason a released order's customer reads on its page and read in the e-mail.
        reason: demo.released ? releaseReason("quote", RELEASE_DAYS).customer : "",
        readAt: demo.status === "requested" ? null : hoursAgo(first - 2),
        createdAt: hoursAgo(first),
        events: {
          create: [
            { from: null, to: "requested", by: "customer", at: hoursAgo(first) },
            ...path.map((to, step) => {
              at -= stepHours(step);
              return {
                from: step === 0 ? ("requested" as const) : path[step - 1]!,
                to,
                by: to === "cancelled" && !demo.released ? ("customer" as const) : ("owner" as const),
                note:
                  to === "declined"
                    ? "Sorry, we are fully booked with weddings that week."
                    : to === "cancelled" && demo.released
                      ? releaseReason("quote", RELEASE_DAYS).customer
                      : "",
                at: hoursAgo(at),
              };
            }),
          ],
        },
      },
    });
  }
  await tx.orderCounter.create({ data: { year, last: DEMO_ORDERS.length } });
  const day = (inDays: number) => new Date(`${addDays(today, inDays)}T00:00:00Z`);
  await tx.orderDayOverride.createMany({
    data: [
      { day: day(CLOSED_DAY), capacity: 0 },
      { day: day(OVERBOOKED_DAY), capacity: 2 },
    ],
  });
  await tx.orderClosedDay.create({ data: { day: day(HOLIDAY), note: "Family wedding" } });
}
