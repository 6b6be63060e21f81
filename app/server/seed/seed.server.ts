// Demo content for a fresh database (a working site at once): three offerings, a dozen products with illustrated
// images and shop links, one large and one small banner, and 90 days of insights (views, searches, click-outs).
// Runs on start when the database has no offerings; SEED_DEMO=0 turns it off. Safe when several processes start
// at once (an advisory lock inside the transaction).
import { seedOrderDemo } from "./orders.server";
import { claimConflicts, parseAllergens, type Allergen } from "#app/lib/allergens";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "#app/generated/prisma/client";
import { parseDietLabels, type DietLabel } from "#app/lib/diet";
import { checkNutrition, type Nutrition } from "#app/lib/nutrition";
import { seedInsightsHistory } from "./insights-history.server";
import { removeImages, storePreparedImage, type StoredImage } from "../storage/images.server";

// The demo images are committed files, pre-rendered at every stored width by `npm run seed:art` from the
// illustrations in tools/art (never loaded at run time): product-<art>-<variant>-<width>.webp, banner-<device>-<width>.webp,
// each with its .avif copy.
export const SEED_IMAGES_DIR = "prisma/seed-images";
export const PRODUCT_ART_VARIANTS = [0, 1, 2] as const;
export const PRODUCT_ART_KEYS = [
  "croissant",
  "pain-au-chocolat",
  "cinnamon-roll",
  "almond-danish",
  "sourdough-loaf",
  "multigrain-loaf",
  "brown-bread",
  "garlic-baguette",
  "chocolate-truffle-cake",
  "red-velvet-slice",
  "blueberry-cheesecake",
  "carrot-walnut-cake",
] as const;
export type ProductArtKey = (typeof PRODUCT_ART_KEYS)[number];

export function productImageName(key: ProductArtKey, variant: number) {
  return `product-${key}-${variant}`;
}

type SeedProduct = {
  art: ProductArtKey;
  title: string;
  price: number;
  description: string;
  /** Honest for the recipe described: eggs, butter, nuts and sugar as the description says. */
  dietLabels: DietLabel[];
  /** As the recipe says; everything made beside the nut pastries may contain nuts (one kitchen). */
  allergens: { contains: Allergen[]; mayContain: Allergen[] };
  /** Per serving, plausible values for the recipe and size. */
  nutrition: Nutrition;
};

const SEED_LOCK = 724_100_311;

export const DEMO_OFFERINGS: { name: string; products: SeedProduct[] }[] = [
  {
    name: "Pastries",
    products: [
      {
        art: "croissant",
        title: "Butter Croissant",
        price: 95,
        description:
          "Seventy-two hours from dough to oven: French-style laminated layers with cultured butter, baked until the shell shatters and the inside stays soft and honeycombed.",
        dietLabels: [],
        allergens: { contains: ["gluten", "milk"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "1 croissant (70 g)",
          energyKcal: 290,
          protein: 5.8,
          carbohydrates: 31,
          sugars: 5,
          fat: 16,
          fibre: 1.3,
        },
      },
      {
        art: "pain-au-chocolat",
        title: "Pain au Chocolat",
        price: 120,
        description:
          "Our croissant dough rolled around two batons of 54% dark chocolate. Best warm, when the chocolate has just started to melt.",
        dietLabels: [],
        allergens: { contains: ["gluten", "milk", "soy"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "1 pastry (80 g)",
          energyKcal: 340,
          protein: 6,
          carbohydrates: 36,
          sugars: 11,
          fat: 19,
          fibre: 2,
        },
      },
      {
        art: "cinnamon-roll",
        title: "Cinnamon Roll",
        price: 110,
        description:
          "A soft brioche swirl with Ceylon cinnamon and brown sugar, finished with a thin vanilla glaze rather than a sugar blanket.",
        dietLabels: [],
        allergens: { contains: ["gluten", "milk", "egg"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "1 roll (110 g)",
          energyKcal: 380,
          protein: 7,
          carbohydrates: 55,
          sugars: 22,
          fat: 14,
          fibre: 2,
        },
      },
      {
        art: "almond-danish",
        title: "Almond Danish",
        price: 135,
        description:
          "Flaky Danish pastry filled with house-made almond cream and topped with toasted sliced almonds and a dusting of icing sugar.",
        dietLabels: ["contains-nuts"],
        allergens: { contains: ["gluten", "milk", "egg", "nuts"], mayContain: ["peanuts"] },
        nutrition: {
          servingSize: "1 pastry (95 g)",
          energyKcal: 400,
          protein: 8,
          carbohydrates: 42,
          sugars: 17,
          fat: 22,
          fibre: 2.5,
        },
      },
    ],
  },
  {
    name: "Loaves",
    products: [
      {
        art: "sourdough-loaf",
        title: "Country Sourdough",
        price: 240,
        description:
          "Naturally leavened with our eight-year-old starter, slow-fermented overnight and baked dark for a crackling crust and an open, tangy crumb. 700 g.",
        dietLabels: ["eggless", "vegan", "no-added-sugar"],
        allergens: { contains: ["gluten"], mayContain: ["sesame", "nuts"] },
        nutrition: {
          servingSize: "1 slice (50 g)",
          energyKcal: 125,
          protein: 4.5,
          carbohydrates: 24.5,
          sugars: 0.8,
          fat: 0.6,
          fibre: 1.4,
        },
      },
      {
        art: "multigrain-loaf",
        title: "Seeded Multigrain Loaf",
        price: 210,
        description:
          "Whole wheat, oats, ragi and jowar with flax, sunflower and pumpkin seeds. Hearty, nutty and made for breakfast toast. 600 g.",
        dietLabels: ["eggless", "vegan", "no-added-sugar"],
        allergens: { contains: ["gluten", "sesame"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "1 slice (45 g)",
          energyKcal: 120,
          protein: 5,
          carbohydrates: 18,
          sugars: 1.2,
          fat: 3.2,
          fibre: 3.5,
        },
      },
      {
        art: "brown-bread",
        title: "100% Whole Wheat Brown Bread",
        price: 85,
        description:
          "Made with stone-ground whole wheat atta as the first and only flour: no maida, no caramel colour. A soft sandwich loaf you can read the label of. 400 g.",
        dietLabels: ["eggless"],
        allergens: { contains: ["gluten"], mayContain: ["milk", "sesame", "nuts"] },
        nutrition: {
          servingSize: "1 slice (30 g)",
          energyKcal: 75,
          protein: 3,
          carbohydrates: 13.5,
          sugars: 1.5,
          fat: 1,
          fibre: 2,
        },
      },
      {
        art: "garlic-baguette",
        title: "Garlic Herb Baguette",
        price: 150,
        description:
          "A crisp, blistered baguette split and baked with garlic butter, parsley and a little chilli. Reheat for five minutes and serve with soup or pasta.",
        dietLabels: ["eggless"],
        allergens: { contains: ["gluten", "milk"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "2 pieces (60 g)",
          energyKcal: 190,
          protein: 5,
          carbohydrates: 25,
          sugars: 1,
          fat: 7.5,
          fibre: 1.2,
        },
      },
    ],
  },
  {
    name: "Cakes",
    products: [
      {
        art: "chocolate-truffle-cake",
        title: "Chocolate Truffle Cake",
        price: 850,
        description:
          "Eggless dark chocolate sponge layered with silky ganache and finished with a glossy truffle glaze. Half kilo, serves six to eight.",
        dietLabels: ["eggless"],
        allergens: { contains: ["gluten", "milk", "soy"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "1 slice (90 g)",
          energyKcal: 360,
          protein: 4.5,
          carbohydrates: 42,
          sugars: 30,
          fat: 19.5,
          fibre: 2.2,
        },
      },
      {
        art: "red-velvet-slice",
        title: "Red Velvet Slice",
        price: 160,
        description:
          "Buttermilk cocoa sponge with a gentle tang, layered with whipped cream-cheese frosting. Coloured with beetroot, not synthetic dye.",
        dietLabels: [],
        allergens: { contains: ["gluten", "milk", "egg"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "1 slice (110 g)",
          energyKcal: 410,
          protein: 4.8,
          carbohydrates: 50,
          sugars: 36,
          fat: 21,
          fibre: 0.8,
        },
      },
      {
        art: "blueberry-cheesecake",
        title: "Blueberry Cheesecake",
        price: 220,
        description:
          "Baked New York-style cheesecake on a digestive-biscuit base, topped with a blueberry compote we cook down in small batches.",
        dietLabels: [],
        allergens: { contains: ["gluten", "milk", "egg"], mayContain: ["nuts"] },
        nutrition: {
          servingSize: "1 slice (120 g)",
          energyKcal: 400,
          protein: 7,
          carbohydrates: 35,
          sugars: 25,
          fat: 26,
          fibre: 0.7,
        },
      },
      {
        art: "carrot-walnut-cake",
        title: "Carrot Walnut Cake",
        price: 180,
        description:
          "Moist, warmly spiced eggless carrot cake with toasted walnuts and a light cream-cheese frosting. Sweetened partly with jaggery.",
        dietLabels: ["eggless", "contains-nuts"],
        allergens: { contains: ["gluten", "milk", "nuts"], mayContain: [] },
        nutrition: {
          servingSize: "1 slice (100 g)",
          energyKcal: 370,
          protein: 5,
          carbohydrates: 44,
          sugars: 28,
          fat: 19.5,
          fibre: 2.1,
        },
      },
    ],
  },
];

/** Shop links point at each platform's search for the product, as a brand's listing would. */
export function demoShopLinks(title: string) {
  const q = encodeURIComponent(`Slice Bakery ${title}`);
  return {
    zeptoUrl: `https://www.zeptonow.com/search?query=${q}`,
    instamartUrl: `https://www.swiggy.com/instamart/search?query=${q}`,
    blinkitUrl: `https://blinkit.com/s/?q=${q}`,
  };
}

let seedFiles: Promise<string[]> | undefined;

/** The illustrations are pre-rendered to WebP and AVIF at every stored width (npm run seed:art): seeding copies them. */
async function storeSeedImage(name: string, folder: "products" | "banners"): Promise<StoredImage> {
  seedFiles ??= readdir(path.resolve(SEED_IMAGES_DIR));
  const files = new Set(await seedFiles);
  const read = async (file: string) => new Uint8Array(await readFile(path.resolve(SEED_IMAGES_DIR, file)));
  const pattern = new RegExp(`^${name}-(\\d+)\\.webp$`);
  const variants = await Promise.all(
    [...files]
      .map((file) => ({ file, match: pattern.exec(file) }))
      .filter(({ match }) => match)
      .map(async ({ file, match }) => {
        const avif = `${name}-${match![1]}.avif`;
        return {
          width: Number(match![1]),
          bytes: await read(file),
          ...(files.has(avif) ? { avif: await read(avif) } : {}),
        };
      }),
  );
  if (variants.length === 0) throw new Error(`Missing demo image ${name} in ${SEED_IMAGES_DIR}: run npm run seed:art`);
  return storePreparedImage(folder, variants);
}

/** The demo labels and nutrition through the same rules as every product write (a mistake here fails the seed). */
function demoDietData(product: SeedProduct) {
  const labels = parseDietLabels(product.dietLabels);
  const nutrition = checkNutrition(product.nutrition);
  const allergens = parseAllergens(product.allergens);
  if (
    !labels.ok ||
    !nutrition.ok ||
    !nutrition.value ||
    !allergens.ok ||
    claimConflicts(labels.value, allergens.value).length > 0
  )
    throw new Error(`Invalid demo labels, allergens or nutrition for ${product.title}`);
  const n = nutrition.value;
  return {
    dietLabels: labels.value,
    allergensContains: allergens.value.contains,
    allergensMayContain: allergens.value.mayContain,
    servingSize: n.servingSize,
    energyKcal: n.energyKcal,
    proteinG: n.protein,
    carbohydratesG: n.carbohydrates,
    sugarsG: n.sugars,
    fatG: n.fat,
    fibreG: n.fibre,
  };
}

export async function seedDemoContent(prisma: PrismaClient): Promise<{ seeded: boolean }> {
  if ((await prisma.offering.count()) > 0) return { seeded: false };

  // Render every image before taking the lock: the transaction stays short.
  const stored: StoredImage[] = [];
  const productImages = new Map<string, StoredImage[]>();
  for (const offering of DEMO_OFFERINGS) {
    for (const product of offering.products) {
      const images: StoredImage[] = [];
      for (const variant of PRODUCT_ART_VARIANTS) {
        images.push(await storeSeedImage(productImageName(product.art, variant), "products"));
      }
      productImages.set(product.title, images);
      stored.push(...images);
    }
  }
  const large = await storeSeedImage("banner-large", "banners");
  const small = await storeSeedImage("banner-small", "banners");
  stored.push(large, small);

  const seeded = await prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK}::bigint)`;
      if ((await tx.offering.count()) > 0) return false;
      for (const offering of DEMO_OFFERINGS) {
        const created = await tx.offering.create({ data: { name: offering.name, slug: offering.name.toLowerCase() } });
        for (const product of offering.products) {
          const images = productImages.get(product.title) ?? [];
          await tx.product.create({
            data: {
              title: product.title,
              price: product.price,
              description: product.description,
              categoryId: created.id,
              ...demoShopLinks(product.title),
              ...demoDietData(product),
              images: { create: images.map((img, position) => ({ position, url: img.url, variants: img.variants })) },
            },
          });
        }
      }
      await tx.banner.create({ data: { device: "large", title: "", image: large.url, variants: large.variants } });
      await tx.banner.create({ data: { device: "small", title: "", image: small.url, variants: small.variants } });
      await seedOrderDemo(tx);
      return true;
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
  if (!seeded) {
    await removeImages(stored);
    return { seeded };
  }
  // 90 days of demo insights, so a new install shows the Insights screen filled (SEED_DEMO=0 leaves it empty).
  const products = await prisma.product.findMany({ select: { id: true }, orderBy: { createdAt: "asc" } });
  await seedInsightsHistory(
    prisma,
    products,
    DEMO_OFFERINGS.map((o) => o.name.toLowerCase()),
  );
  return { seeded };
}
