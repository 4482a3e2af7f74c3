import { randomUUID } from 'node:crypto';
import { AddMenuCategoryCommand } from '../modules/menu/commands/add-menu-category/add-menu-category.command';
import { AddMenuItemCommand } from '../modules/menu/commands/add-menu-item/add-menu-item.command';
import { AddMenuSubcategoryCommand } from '../modules/menu/commands/add-menu-subcategory/add-menu-subcategory.command';
import type { DemoVenueSeed } from './seed-demo-venues';

/**
 * A category: its subcategories, each with items as [name, price in RSD, the name in English where it
 * has one]; the category and a subcategory end with their name in English where they have one.
 */
type DemoCategory = [name: string, subcategories: [name: string, items: [string, number, string?][], nameEn?: string][], nameEn?: string];

const KOKTELI: DemoCategory = [
  'Kokteli',
  [
    [
      'Klasični',
      [
        ['Mojito', 790],
        ['Aperol Spritz', 750],
        ['Negroni', 850],
        ['Cosmopolitan', 820],
        ['Long Island Ice Tea', 990],
      ],
    ],
    [
      'Signature',
      [
        ['Ponoćni Bosiljak', 920, 'Midnight Basil'],
        ['Savski Zalazak', 890, 'Sava Sunset'],
        ['Dunja Sour', 870, 'Quince Sour'],
      ],
      'Signature',
    ],
    [
      'Bezalkoholni',
      [
        ['Virgin Mojito', 520],
        ['Ledeni čaj od breskve', 450, 'Iced peach tea'],
      ],
      'Alcohol-free',
    ],
  ],
  'Cocktails',
];

const PIVO: DemoCategory = [
  'Pivo',
  [
    [
      'Točeno',
      [
        ['Jelen 0,5', 350],
        ['Lav 0,5', 340],
        ['Heineken 0,4', 420],
      ],
    ],
    [
      'Flaširano',
      [
        ['Corona 0,355', 480],
        ['Kabinet IPA 0,33', 450],
        ['Tron Pale Ale 0,33', 470],
      ],
    ],
  ],
];

const VINA: DemoCategory = [
  'Vina',
  [
    [
      'Bela',
      [
        ['Tamjanika, čaša 0,15', 490],
        ['Sauvignon Blanc, čaša 0,15', 520],
        ['Chardonnay, boca 0,75', 3200],
      ],
    ],
    [
      'Crvena',
      [
        ['Prokupac, čaša 0,15', 540],
        ['Vranac, čaša 0,15', 480],
        ['Merlot, boca 0,75', 3400],
      ],
    ],
    [
      'Penušava',
      [
        ['Prosecco, čaša', 590],
        ['Moët & Chandon, boca', 14900],
      ],
    ],
  ],
];

const ZESTOKA: DemoCategory = [
  'Žestoka pića',
  [
    [
      'Rakije',
      [
        ['Šljivovica 0,03', 280],
        ['Dunjevača 0,03', 320],
        ['Kajsijevača 0,03', 320],
      ],
    ],
    [
      'Viski',
      [
        ['Jameson 0,03', 390],
        ["Jack Daniel's 0,03", 420],
        ['Chivas Regal 12 0,03', 590],
      ],
    ],
    [
      'Vodka i džin',
      [
        ['Absolut 0,03', 350],
        ['Grey Goose 0,03', 560],
        ["Hendrick's 0,03", 620],
      ],
    ],
    [
      'Boce za separe',
      [
        ['Absolut 0,7 + 4 soka', 9900],
        ['Jameson 0,7 + 4 soka', 11900],
        ['Grey Goose 0,7 + 4 soka', 16900],
      ],
    ],
  ],
];

const BEZALKOHOLNA: DemoCategory = [
  'Bezalkoholna pića',
  [
    [
      'Sokovi',
      [
        ['Coca-Cola 0,25', 280],
        ['Schweppes Tonic 0,25', 290],
        ['Ceđena pomorandža 0,2', 420],
      ],
    ],
    [
      'Voda',
      [
        ['Rosa 0,33', 220],
        ['Knjaz Miloš 0,33', 240],
      ],
    ],
    ['Energetska pića', [['Red Bull 0,25', 450]]],
  ],
];

const TOPLI_NAPICI: DemoCategory = [
  'Topli napici',
  [
    [
      'Kafa',
      [
        ['Espresso', 200],
        ['Cappuccino', 260],
        ['Flat White', 320],
        ['Domaća kafa', 180],
      ],
    ],
    [
      'Čajevi',
      [
        ['Nana', 220],
        ['Zeleni čaj', 240],
        ['Kamilica sa medom', 250],
      ],
    ],
    [
      'Čokolade',
      [
        ['Topla čokolada', 330],
        ['Bela čokolada sa šlagom', 360],
      ],
    ],
  ],
];

const HRANA: DemoCategory = [
  'Hrana',
  [
    [
      'Predjela',
      [
        ['Pršuta i sir, daska za dvoje', 1450],
        ['Urnebes sa lepinjom', 520],
        ['Proja sa kajmakom', 490],
      ],
    ],
    [
      'Glavna jela',
      [
        ['Karađorđeva šnicla', 1350],
        ['Ćevapi, 10 komada', 990],
        ['Pastrmka sa grila', 1480],
        ['Rižoto sa vrganjima', 1250],
      ],
    ],
    [
      'Salate',
      [
        ['Šopska salata', 490],
        ['Srpska salata', 450],
        ['Cezar salata', 890],
      ],
    ],
  ],
];

const GRICKALICE: DemoCategory = [
  'Grickalice',
  [
    [
      'Slano',
      [
        ['Pomfrit', 390],
        ['Nachos sa sirom', 590],
        ['Mix orašastih plodova', 450],
      ],
    ],
    [
      'Daske',
      [
        ['Kobasice i sir', 1290],
        ['Pileća krilca, 12 komada', 1150],
      ],
    ],
  ],
];

const DESERTI: DemoCategory = [
  'Deserti',
  [
    [
      'Kolači',
      [
        ['Baklava', 390],
        ['Tufahija', 360],
        ['Čizkejk sa malinama', 480],
      ],
    ],
    [
      'Sladoled',
      [
        ['Kugla sladoleda', 150],
        ['Sladoled kup sa voćem', 560],
      ],
    ],
  ],
];

/** What each kind of venue serves: a club lives on cocktails and bottles, a restaurant on its kitchen. */
const MENUS: Record<string, DemoCategory[]> = {
  Klub: [KOKTELI, ZESTOKA, PIVO, BEZALKOHOLNA, GRICKALICE],
  Splav: [ZESTOKA, KOKTELI, PIVO, VINA, BEZALKOHOLNA, GRICKALICE],
  Restoran: [HRANA, DESERTI, VINA, PIVO, BEZALKOHOLNA, TOPLI_NAPICI],
  Kafić: [TOPLI_NAPICI, BEZALKOHOLNA, KOKTELI, PIVO, DESERTI],
};

/** Each demo venue's menu, built through the same commands as the dashboard's 'Meni' screen. */
export const seedDemoMenu: DemoVenueSeed = async ({ clubId, type }, run, context) => {
  for (const [categoryName, subcategories, categoryNameEn] of MENUS[type] ?? MENUS.Klub) {
    const categoryId = randomUUID();
    await run(new AddMenuCategoryCommand(clubId, categoryId, categoryName, categoryNameEn, context));
    for (const [subcategoryName, items, subcategoryNameEn] of subcategories) {
      const subCategoryId = randomUUID();
      await run(new AddMenuSubcategoryCommand(clubId, categoryId, subCategoryId, subcategoryName, subcategoryNameEn, context));
      for (const [name, price, nameEn] of items) {
        await run(new AddMenuItemCommand(clubId, randomUUID(), { name, ...(nameEn ? { nameEn } : {}), price, categoryId, subCategoryId }, context));
      }
    }
  }
};
