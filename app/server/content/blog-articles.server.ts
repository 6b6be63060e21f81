/**
 * Blogs page (/blog) content and the six static health articles served at
 * /blogs/{slug}. Server-only: the routes' loaders send the browser what a page shows.
 *
 * Tone: factual, practical, no miracle claims, general guidance only.
 */
import type { Article, HealthFact } from "#app/lib/blog";

export const blogHeadline = {
  title: "Eat well, without the guesswork",
  intro:
    "Short, honest reads on labels, sugar, cravings and habits. No fads and no miracle foods: just the facts that help you choose better on a busy day.",
} as const;

export const healthFactsTitle = "Why we're not succeeding at healthy living";

export const healthFacts: HealthFact[] = [
  {
    title: "Busy life, bad choices",
    text: "Long commutes and late meetings push us toward whatever is fastest. Fast is rarely fresh, and skipped meals turn into evening snack raids.",
    icon: "Clock",
  },
  {
    title: "Gym without gains",
    text: "Plenty of us train hard and see little change. Without enough sleep, protein and everyday movement, workouts alone rarely deliver.",
    icon: "Dumbbell",
  },
  {
    title: "Mislabeled 'healthy'",
    text: "'Brown', 'multigrain', 'baked not fried': front-of-pack words are marketing. The ingredient list and nutrition table tell the real story.",
    icon: "Tag",
  },
  {
    title: "70% processed calories",
    text: "In the US, ultra-processed foods now supply close to 70% of the calories children and teens eat. Packaged food sales in India are climbing fast too.",
    icon: "PackageOpen",
  },
  {
    title: "Low veggie intake",
    text: "The WHO suggests at least 400 g of fruit and vegetables a day. Surveys show many Indian adults eat well below that.",
    icon: "Carrot",
  },
  {
    title: "Food affects health",
    text: "Poor diet is one of the biggest risks to long-term health. The Global Burden of Disease study linked it to about one in five adult deaths worldwide.",
    icon: "HeartPulse",
  },
];

export const articles: Article[] = [
  {
    slug: "brown-bread",
    title: "Brown bread isn't always healthy bread",
    summary:
      "Many 'brown' loaves are mostly maida with a little colour added. Here's how to read the pack and pick a genuinely whole wheat loaf.",
    date: "2026-01-12",
    readMinutes: 4,
    icon: "Wheat",
    showSummaryOnCard: true,
    intro: [
      "Brown bread has a healthy reputation. It looks wholesome, sits next to the white loaves at a slightly higher price, and feels like the sensible choice for your morning toast. But colour is not an ingredient, and a brown crust tells you very little about what's inside.",
      "In India, plenty of loaves sold as 'brown' are made largely from maida (refined wheat flour), with a small share of atta or wheat bran and a little colour to darken the crumb. Learning to read the pack takes about ten seconds, and it can change what ends up in your basket.",
    ],
    sections: [
      {
        heading: "Why colour isn't proof",
        paragraphs: [
          "Whole wheat atta is made by grinding the entire wheat grain: the bran, the germ and the starchy endosperm. Maida is milled from the endosperm alone, so most of the fibre, B vitamins, iron and magnesium are left behind. Bread made from atta is naturally a little darker, denser and nuttier.",
          "The trouble is that darkness is easy to fake. Caramel colour, listed as INS 150 (or 150a to 150d), along with malt extract or molasses, can turn a mostly refined loaf a convincing shade of brown. These ingredients are permitted and harmless in small amounts, but they don't add the fibre or nutrients of the whole grain.",
        ],
      },
      {
        heading: "Read the ingredient list first",
        paragraphs: [
          "Ingredients are listed in descending order by weight, so the first one is what the loaf is mostly made of. That single line does most of the work. Here's what to look for:",
        ],
        bullets: [
          "'Whole wheat flour' or 'whole wheat atta' as the first ingredient.",
          "Be careful with 'wheat flour' on its own: on many labels it simply means refined flour.",
          "'Refined wheat flour (maida)' near the top means the loaf is mainly white flour, whatever its colour.",
          "Caramel colour (INS 150) or a lot of added malt can be a sign that the brown is partly cosmetic.",
          "'Multigrain' only means more than one grain is present. The amounts may be tiny.",
        ],
      },
      {
        heading: "Check the fibre per 100 g",
        paragraphs: [
          "Next, turn the pack over and find the nutrition table. Compare loaves using the per 100 g column, not the per-slice or per-serve figure, because slice sizes vary from brand to brand.",
          "Fibre is the quickest clue. A genuinely whole wheat loaf usually has around 6 g of dietary fibre per 100 g, often more. White bread tends to sit at around 2 to 3 g. A 'brown' loaf with white-bread fibre numbers is probably white bread in disguise.",
          "While you're there, glance at sugar and sodium. Bread needs a little of both to rise and taste right, but some loaves carry noticeably more than others. Two loaves that look identical on the shelf can be quite different on paper.",
        ],
      },
      {
        heading: "What about the words on the front?",
        paragraphs: [
          "Front-of-pack words are chosen to sell. 'Wheat bread', 'atta bread', 'with the goodness of grains' and 'high fibre' can all appear on loaves that are still mostly maida. Some claims have legal definitions; many of the friendlier-sounding ones don't.",
          "Treat the front of the pack as an invitation to check the back. If the claim is real, the ingredient list and the fibre number will back it up.",
        ],
      },
      {
        heading: "A quick shelf checklist",
        paragraphs: [
          "You don't need to study every pack. Three checks, in this order, will sort most loaves in a few seconds:",
        ],
        bullets: [
          "First ingredient: whole wheat flour or atta.",
          "Fibre: roughly 6 g or more per 100 g.",
          "A short list of ingredients you recognise, without added colour doing the heavy lifting.",
        ],
      },
      {
        heading: "Does this mean white bread is bad?",
        paragraphs: [
          "Not at all. A slice of white bread with dal, eggs or paneer is a perfectly normal meal, and bread is rarely the only thing on the plate. The point is simply to get what you're paying for. If you choose brown bread for its fibre, make sure the fibre is actually there.",
          "More fibre across the day supports digestion and helps meals keep you full for longer. Swapping a refined loaf for a real whole wheat one is one of the easiest ways to add some, without changing anything else about breakfast.",
          "At Slice Bakery we put whole wheat atta first on our brown loaves and print the fibre clearly on the pack. Whichever bakery you buy from, that's the standard worth asking for.",
        ],
      },
    ],
  },
  {
    slug: "nutrition-labels",
    title: "How to read a nutrition label in under a minute",
    summary:
      "Skip the claims on the front and go straight to the facts. A simple order for reading ingredients, serving sizes and the per 100 g column.",
    date: "2026-02-02",
    readMinutes: 4,
    icon: "ScanSearch",
    showSummaryOnCard: true,
    intro: [
      "The front of a pack is advertising. The back is where the facts are. Packaged food sold in India has to carry an ingredient list and a nutrition table, and once you know where to look, reading them takes less time than waiting for your chai to cool.",
      "Here's a simple order that works for almost anything in a packet, from biscuits and namkeen to breakfast cereal and ready-to-cook mixes.",
    ],
    sections: [
      {
        heading: "Start with the ingredient list",
        paragraphs: [
          "Ingredients are listed from the largest amount to the smallest, by weight. The first three usually make up most of the product, so they tell you what you're really buying.",
        ],
        bullets: [
          "If sugar, or another name for sugar, is in the first three, it's a sweet food, whatever the pack says.",
          "'Refined wheat flour (maida)' near the top means a refined-grain product, even if it's called 'wheat' or 'multigrain'.",
          "Palm oil, vanaspati or 'hydrogenated vegetable oil' near the top means a lot of the energy comes from fat.",
          "A long list of additives you don't recognise usually points to a highly processed food. That doesn't make it dangerous, just something to eat less often.",
        ],
      },
      {
        heading: "Use the per 100 g column to compare",
        paragraphs: [
          "Nutrition tables on Indian packs show values per 100 g (or 100 ml) and per serve. The serving size is chosen by the manufacturer, and it's often smaller than what people actually eat. A 'serve' of chips might be 20 g from a 60 g pack.",
          "To compare two products, always use the per 100 g column: it puts every brand on the same scale. To judge what you'll actually eat, check how many serves are in the pack and be honest about how many you'll have.",
        ],
      },
      {
        heading: "The numbers that matter most",
        paragraphs: [
          "You don't need to read every line. A handy yardstick, borrowed from the UK's traffic-light labels: per 100 g of food, more than 22.5 g of total sugar, 5 g of saturated fat or 600 mg of sodium counts as high. Less than 5 g of sugar, 1.5 g of saturated fat or 120 mg of sodium counts as low.",
          "With that in mind, focus on a handful of lines:",
        ],
        bullets: [
          "Energy (kcal): useful context, especially for snacks and drinks.",
          "Added sugars: shown separately from total sugars on Indian labels. Lower is better.",
          "Saturated fat and trans fat: keep saturated fat low and trans fat as close to zero as possible.",
          "Sodium: salty snacks, instant noodles and sauces add up quickly.",
          "Fibre and protein: higher numbers usually mean a more filling food.",
        ],
      },
      {
        heading: "Decode the claims on the front",
        paragraphs: [
          "Claims like 'no added sugar', 'baked not fried', 'multigrain' or 'made with real fruit' are each true about one thing, and silent about everything else. A few common ones:",
        ],
        bullets: [
          "'No added sugar' can still mean plenty of sugar from dates, fruit pulp or fruit juice concentrate.",
          "'Baked not fried' snacks can carry as much fat and salt as fried ones. Check the table.",
          "'Zero trans fat' can still mean a lot of saturated fat.",
          "'Made with whole grains' can mean a small amount. The ingredient list shows where whole grains actually rank.",
        ],
      },
      {
        heading: "Don't skip the small print",
        paragraphs: [
          "The green or brown mark tells you whether a product is vegetarian. The allergen statement flags common triggers such as wheat (gluten), milk, nuts and soy, which matters if anyone at home has an allergy. 'Best before' is about quality, while 'use by' or 'expiry' is about safety, so take the second one seriously.",
          "Finally, look at the net weight. Packs sometimes shrink while prices stay the same, so price per 100 g is a fairer comparison than price per pack.",
        ],
      },
      {
        heading: "Put it together",
        paragraphs: [
          "Try it on something from your kitchen right now: first three ingredients, then the per 100 g column for added sugar, saturated fat and sodium, then fibre and protein. With a little practice it becomes a habit you barely notice, and it takes well under a minute.",
          "Labels won't make choices for you, and no single number makes a food good or bad. A food high in sugar can still be a lovely treat. But labels let you decide with the facts in front of you, which is exactly why we print ours in plain words at Slice Bakery.",
        ],
      },
    ],
  },
  {
    slug: "hidden-sugars",
    title: "Hidden sugars: where they hide and what to look for",
    summary:
      "Sugar turns up in bread, ketchup, 'healthy' cereals and flavoured yoghurt, under dozens of names. Learn the names and the numbers that matter.",
    date: "2026-02-23",
    readMinutes: 4,
    icon: "Candy",
    showSummaryOnCard: true,
    intro: [
      "Most of us know there's sugar in mithai, cola and biscuits. What's less obvious is how much turns up in foods that don't taste particularly sweet: bread, ketchup, pasta sauce, breakfast cereal, flavoured yoghurt, even some namkeen and instant noodles.",
      "None of this makes sugar poison. But small amounts in many foods add up over a day, and labels don't always make them easy to spot.",
    ],
    sections: [
      {
        heading: "How much is too much?",
        paragraphs: [
          "The World Health Organization recommends keeping free sugars below 10% of your daily energy intake, and suggests that going below 5% brings further benefits. Free sugars include sugar added by manufacturers, cooks or you, plus the sugar naturally present in honey, syrups and fruit juices.",
          "On a 2,000 kcal day, 10% works out to about 50 g, or roughly 12 level teaspoons. The 5% target is about 25 g, or 6 teaspoons. Two cups of chai with two spoons each, a bowl of sweetened cereal and a glass of packaged juice can bring you close to the limit before lunch.",
          "Sugar in whole fruit and plain milk doesn't count towards this limit, because it comes packaged with fibre, water and other nutrients.",
        ],
      },
      {
        heading: "Sugar goes by many names",
        paragraphs: [
          "Food makers can choose from dozens of sweeteners, and researchers have counted more than 60 names for added sugar on ingredient lists. Using several of them also means none has to appear first on the list, even when sugar is a major ingredient overall. Watch for:",
        ],
        bullets: [
          "Anything ending in '-ose': sucrose, dextrose, glucose, fructose, maltose.",
          "Syrups: corn syrup, high-fructose corn syrup, glucose syrup, invert syrup, rice syrup.",
          "Maltodextrin, malt extract and barley malt.",
          "Fruit juice concentrate, date syrup and 'fruit sugars'.",
          "Honey, jaggery, gur, khandsari, coconut sugar and brown sugar.",
          "Words like 'nectar', 'cane juice' or 'evaporated cane juice'.",
        ],
      },
      {
        heading: "'Natural' sugar is still sugar",
        paragraphs: [
          "Jaggery, honey and coconut sugar have a healthier image than white sugar, and they do carry small amounts of minerals. But your body handles them in much the same way, and they all count as free sugars under WHO guidance.",
          "The same goes for fruit juice concentrate, which often appears in 'no added sugar' products as a way to sweeten without using the word sugar. The fix isn't to fear these ingredients. It's to count them honestly alongside everything else.",
        ],
      },
      {
        heading: "Where sugar hides in everyday food",
        paragraphs: [
          "Indian labels now list added sugars separately from total sugars, which makes this much easier. Check the per 100 g figure: more than about 22.5 g of total sugar per 100 g is high, and 5 g or less is low. The usual suspects:",
        ],
        bullets: [
          "Breakfast cereals and granola, including many sold as 'healthy'.",
          "Flavoured yoghurt, packaged lassi and milk drinks.",
          "Packaged juices, iced teas and energy drinks.",
          "Ketchup, sauces, salad dressings and sweet pickles.",
          "Bread, buns and 'digestive' or 'high fibre' biscuits.",
          "Protein bars, breakfast bars and other 'health' bars.",
        ],
      },
      {
        heading: "Simple ways to cut back",
        paragraphs: [
          "You don't need to give up sweet things. Small, steady changes work better than dramatic bans, and most people find their taste adjusts over a few weeks.",
        ],
        bullets: [
          "Reduce the sugar in your chai or coffee by half a spoon at a time.",
          "Choose plain yoghurt or dahi and add fruit yourself.",
          "Eat whole fruit instead of drinking juice.",
          "Swap sweetened cereal for oats, poha, upma or eggs a few mornings a week.",
          "Compare two brands of the same product. The difference in added sugar is often surprising.",
          "Keep sweets for occasions you'll really enjoy, rather than every day by default.",
        ],
      },
      {
        heading: "Enjoy sweets knowingly",
        paragraphs: [
          "A slice of birthday cake or a piece of mithai at Diwali is part of life, and there's no need to feel guilty about it. The problem with hidden sugar is that it's hidden: it crowds out your limit without giving you the pleasure of a real treat.",
          "At Slice Bakery our cakes and pastries are honestly sweet, and the label says how sweet. A treat you choose knowingly is very different from sugar you never knew you were eating.",
        ],
      },
    ],
  },
  {
    slug: "no-results",
    title: "Working out hard but seeing no results?",
    summary:
      "Effort alone doesn't build fitness. Progress comes from progressive overload, sleep, enough protein and the movement you do outside the gym.",
    date: "2026-03-16",
    readMinutes: 4,
    icon: "Dumbbell",
    showSummaryOnCard: false,
    intro: [
      "You've been going to the gym four times a week. You sweat, you're sore, you never skip leg day. And yet the mirror, the scale and the weights you lift look much the same as they did three months ago. It's one of the most common frustrations in fitness, and it rarely means you aren't trying hard enough.",
      "Usually the problem isn't effort. It's one of a handful of quieter factors that decide whether hard work turns into results.",
    ],
    sections: [
      {
        heading: "Doing the same workout forever",
        paragraphs: [
          "Your body adapts to what you ask of it, then stops changing once the demand stays the same. That's why the routine that worked in your first month feels easy by the third. The principle that keeps progress going is called progressive overload: gradually asking a little more of your body over time.",
          "Being sore or exhausted is not a reliable sign of a good session. Getting gradually stronger is. A few ways to build in progress:",
        ],
        bullets: [
          "Add a little weight once you can complete all your sets with good form.",
          "Add a rep or a set before adding weight.",
          "Slow down the lowering part of each lift, or shorten your rest times.",
          "Keep a simple log. If the numbers haven't moved in a month, something needs to change.",
        ],
      },
      {
        heading: "Sleep is part of training",
        paragraphs: [
          "Muscles don't grow during the workout. They repair and adapt afterwards, and much of that happens while you sleep. Short sleep is linked with poorer recovery, weaker training performance, a bigger appetite and stronger cravings for high-calorie food the next day.",
          "Most adults need at least seven hours a night. If you're training hard on five or six, improving your sleep may do more for your results than any new exercise. A regular bedtime, a darker and cooler room, and no caffeine after mid-afternoon are good places to start.",
        ],
      },
      {
        heading: "Enough protein, spread across the day",
        paragraphs: [
          "Training gives muscles a reason to grow; protein provides the building material. Many Indian diets are built around cereals and can fall short on protein, especially at breakfast.",
          "Research on active adults commonly points to roughly 1.2 to 2.0 g of protein per kg of body weight per day, depending on the goal. For a 65 kg person, that's about 80 to 130 g. If you have a kidney condition or another health issue, talk to your doctor before raising your protein intake significantly.",
          "Protein is much easier to reach when each meal includes a good source:",
        ],
        bullets: [
          "Dal, rajma, chana and other legumes.",
          "Paneer, curd, milk and eggs.",
          "Chicken, fish, tofu or soya chunks.",
          "Sprouts, roasted chana, peanuts and seeds as snacks.",
        ],
      },
      {
        heading: "The other 23 hours",
        paragraphs: [
          "An hour of exercise is about 4% of your day, and what happens in the rest of it matters too. NEAT, short for non-exercise activity thermogenesis, is the energy you use through everyday movement: walking, climbing stairs, standing, cooking and cleaning. It can differ by hundreds of calories a day between people, and it often drops without us noticing after a hard workout or a long day at a desk.",
          "Short walks after meals, taking calls on your feet and choosing the stairs over the lift all add up. A daily step count is a simple way to keep an eye on it.",
        ],
      },
      {
        heading: "You can't out-train your plate",
        paragraphs: [
          "It's easy to overestimate what a workout burns and underestimate what we eat afterwards. A 45-minute gym session might use around 300 kcal, which a large smoothie or a couple of samosas can replace in minutes. Fitness trackers often overestimate calorie burn, too.",
          "If fat loss is your goal, food quality and portions will matter more than the workout itself. If muscle gain is your goal, you need enough total food, not just protein, to build new tissue.",
        ],
      },
      {
        heading: "Give it time, and measure what matters",
        paragraphs: [
          "Visible change takes weeks to months, not days. Scale weight moves around with water, salt, digestion and, for many women, the menstrual cycle, so look at the trend over several weeks rather than single readings. Track your strength, your waist measurement, how your clothes fit and how you feel on the stairs.",
          "If you've sorted out training, sleep, protein and daily movement and still see no change after a few months, it's worth talking to a doctor or a qualified trainer. Sometimes there's a medical reason, and sometimes a fresh pair of eyes spots what you can't.",
        ],
      },
    ],
  },
  {
    slug: "mind-game",
    title: "The mind game behind junk food choices",
    summary:
      "Cravings aren't simply a lack of willpower. Many snacks are designed to be hard to stop eating, and your surroundings do a lot of the choosing.",
    date: "2026-04-06",
    readMinutes: 4,
    icon: "Brain",
    showSummaryOnCard: false,
    intro: [
      "You promise yourself just a handful of chips. Fifteen minutes later the packet is empty and you're not quite sure how it happened. It's tempting to blame willpower, but that's only a small part of the story.",
      "A lot of modern snack food is designed, carefully and deliberately, to be easy to keep eating. Understanding how that works won't make cravings vanish, but it does make them easier to manage.",
    ],
    sections: [
      {
        heading: "Food built to be hard to stop",
        paragraphs: [
          "Ultra-processed foods are industrial formulations made mostly from refined ingredients such as starches, sugars, oils and additives, rather than from whole foods you'd recognise. Many are developed and tested until they hit what the food industry calls the 'bliss point': the level of sweetness, salt or fat that people like most.",
          "Researchers describe many such foods as hyper-palatable. They tend to combine fat with sugar (biscuits, pastries, ice cream) or fat with salt and refined carbohydrate (chips, namkeen, fries). Those combinations are rare in whole foods, and they make it easy to keep eating past the point of fullness.",
          "In a small but well-known study at the US National Institutes of Health, people offered an ultra-processed diet ate around 500 kcal more per day than when they were offered a minimally processed one, even though the meals on offer were matched for sugar, fat, fibre and salt.",
        ],
      },
      {
        heading: "Textures that outrun your fullness signals",
        paragraphs: [
          "Many snacks melt or crunch away almost instantly. Puffed corn snacks and some crisps dissolve so quickly that your body gets little signal that you've eaten much. Soft, easy-to-chew foods are also eaten faster, and eating fast leaves less time for fullness to register.",
          "Variety adds to the effect. Mixed namkeen, assorted biscuits and buffet spreads keep things interesting, because each new flavour feels fresh even when you're full of the last one. Scientists call this sensory-specific satiety: you can have had enough of one food and still have room for another.",
        ],
      },
      {
        heading: "Tired, stressed and hungry brains choose differently",
        paragraphs: [
          "Food decisions are easier to get wrong when you're tired, stressed or very hungry. Short sleep can increase appetite and the appeal of high-calorie food. Stress pushes many people towards comfort foods. And arriving home starving at 8 p.m. makes the fastest option feel like the only option.",
          "None of this is a character flaw. It's how human brains respond to food that was scarce for most of our history. The useful move is to plan for those moments instead of hoping willpower will show up.",
        ],
      },
      {
        heading: "Design your surroundings, not your willpower",
        paragraphs: [
          "What's visible and convenient tends to get eaten. Research on food environments suggests that people eat more of what's within easy reach, and less of what takes effort to get to. You can use that in your favour:",
        ],
        bullets: [
          "Keep fruit, roasted chana or nuts on the counter, and put biscuits and chips in a cupboard, or don't stock them at all.",
          "Serve a portion in a bowl instead of eating from the packet.",
          "Shop with a list, and not on an empty stomach.",
          "Keep a filling snack in your bag for the commute home.",
          "Eat at the table, away from screens, so you notice what and how much you're eating.",
        ],
      },
      {
        heading: "When a craving hits",
        paragraphs: [
          "Cravings tend to rise, peak and fade, a bit like a wave. Before reaching for the packet, try pausing for ten minutes: drink a glass of water, step outside or do something with your hands. If you still want it afterwards, have some, on a plate, slowly, and enjoy it properly.",
          "It also helps to ask what you actually need. Hunger calls for a meal. Tiredness calls for rest. Boredom or stress might call for a walk or a chat with a friend more than a snack.",
        ],
      },
      {
        heading: "Treats without the guilt",
        paragraphs: [
          "Food guilt tends to backfire: a strict ban often ends in a binge. A better aim is to make most of your food simple and filling, and to enjoy treats on purpose rather than by accident.",
          "At Slice Bakery we'd much rather you savour one good pastry than work through a packet you didn't really want. Choosing is the whole game.",
        ],
      },
    ],
  },
  {
    slug: "reels-trends",
    title: "How reels and food trends shape your cravings",
    summary:
      "A minute of food videos can leave you hungry for something you didn't want before. Here's why, and how to stop your feed from choosing your snacks.",
    date: "2026-04-27",
    readMinutes: 4,
    icon: "Smartphone",
    showSummaryOnCard: false,
    intro: [
      "You open Instagram to check one message. Twenty minutes later you've watched someone pull a cheese-loaded sandwich apart in slow motion, seen three versions of a viral dessert, and somehow you're ordering a pizza. That's not a coincidence.",
      "Food content is some of the most watched on social media, and it's very good at making us hungry. Knowing why helps you enjoy it without letting it plan your meals.",
    ],
    sections: [
      {
        heading: "Your brain reacts to food on a screen",
        paragraphs: [
          "Seeing appetising food is a powerful cue. Brain-imaging studies show that pictures of high-calorie food activate reward-related areas of the brain, and simply seeing or smelling tempting food can trigger early digestive responses such as extra saliva. Your body starts getting ready to eat, whether or not you were hungry.",
          "Food videos are made to amplify that response: close-ups, slow motion, melting cheese, dripping syrup, crunchy sound effects. The food on screen is also usually the richest and most indulgent kind, because that's what gets watched and shared.",
        ],
      },
      {
        heading: "The algorithm learns what you linger on",
        paragraphs: [
          "Social feeds show you more of whatever holds your attention. Pause on a few dessert reels and you'll be shown more desserts, often late at night when you're tired and your defences are at their lowest. A feed that started as entertainment can turn into a steady stream of cravings.",
          "Research on food advertising has found that exposure to food marketing increases how much children eat; the evidence for adults is more mixed, but points the same way. Influencer posts and food reels work on the same cues, even when they don't look like ads.",
        ],
      },
      {
        heading: "Trends aren't nutrition advice",
        paragraphs: [
          "Food trends move fast: whipped coffee one month, a loaded dessert or a 'healthy' ice cream hack the next. Some are fun to try. But popularity says nothing about nutrition, and a trend labelled 'healthy' may simply be a dessert with a new name.",
          "'What I eat in a day' videos deserve extra caution. They show one carefully chosen, well-lit day from one person with a different body, budget and schedule from yours. Copying someone's plate rarely gives you their results.",
        ],
      },
      {
        heading: "Scrolling while eating",
        paragraphs: [
          "Eating in front of a screen makes it harder to notice what and how much you've eaten. Studies on distracted eating have found that people tend to eat more during a distracted meal, and often more later in the day too, because the meal didn't fully register.",
          "Start with one screen-free meal a day. Notice the taste and texture, and the point at which you begin to feel comfortably full. It's a small habit that makes every other meal easier to judge.",
        ],
      },
      {
        heading: "Notice the cue, then decide",
        paragraphs: [
          "A craving that arrives straight after a video is usually a response to a cue, not a sign that your body needs something. A useful habit is simply to name it: 'I want this because I just saw it.' That small pause is often enough to turn an automatic order into a real choice.",
          "It also helps to check in with your hunger. If you ate in the last couple of hours and weren't thinking about food before you opened the app, the craving will probably pass. If you're genuinely hungry, eat a proper meal first, then see whether you still want the thing from the reel.",
        ],
      },
      {
        heading: "Take back your feed",
        paragraphs: [
          "Your feed is a food environment, just like your kitchen. You can't control every reel, but you can control a lot more than it seems, and a few small changes can make it work for you instead of against you:",
        ],
        bullets: [
          "Mute or unfollow accounts that leave you feeling hungry or guilty.",
          "Follow people who cook simple, balanced food you'd actually make.",
          "Tap 'Not interested' on food reels you don't want more of. The algorithm does listen.",
          "Avoid scrolling when you're hungry or late at night.",
          "When a reel sparks a craving, wait ten minutes before ordering. If you still want it, enjoy it properly.",
          "Save recipes to cook at the weekend instead of ordering on impulse.",
        ],
      },
    ],
  },
];

export function getArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
