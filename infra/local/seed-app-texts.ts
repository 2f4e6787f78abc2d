/**
 * The texts of a local museum's seeded app content (`seed-app-content.ts`): each POI and news item
 * in English and Arabic, as the console's language tabs hold them. A POI group has one title (spec 2:
 * id, title, image), the same for every language.
 */
export const GROUPS = ['Ground Floor', 'Islamic Art Gallery'];
export const POIS = [
  { group: 0, en: ['Entrance Hall', 'Tickets, cloakroom and the audio guide desk.'], ar: ['قاعة المدخل', 'التذاكر وغرفة المعاطف ومكتب الدليل الصوتي.'], at: [35.8989, 14.5146], published: true },
  { group: 0, en: ['Roman Mosaic', 'A floor mosaic from a villa of the second century.'], ar: ['الفسيفساء الرومانية', 'فسيفساء أرضية من فيلا تعود إلى القرن الثاني.'], at: [35.8992, 14.5151], published: true },
  { group: 1, en: ['Lustre Bowl', 'A Kashan bowl with a seated figure, 12th century.'], ar: ['وعاء بريق معدني', ''], at: [35.8995, 14.5139], published: false },
  { group: 1, en: ['Astrolabe', 'A brass astrolabe signed by its maker, Toledo, 1067.'], ar: ['الأسطرلاب', 'أسطرلاب نحاسي موقع من صانعه، طليطلة، 1067.'], at: [35.8997, 14.5142], published: true },
] as const;
export const NEWS = [
  { date: '2026-11-20', published: true, en: ['Late opening on Fridays', 'The galleries stay open until 21:00 every Friday.'], ar: ['فتح مسائي أيام الجمعة', 'تبقى القاعات مفتوحة حتى الساعة 21:00 كل جمعة.'] },
  { date: '2026-10-02', published: true, en: ['New audio guide', 'The audio guide now covers every gallery.'], ar: ['دليل صوتي جديد', 'يغطي الدليل الصوتي الآن جميع القاعات.'] },
  { date: '2026-12-01', published: false, en: ['Winter exhibition', 'Draft: the winter exhibition opens in December.'], ar: ['معرض الشتاء', 'مسودة: يُفتتح معرض الشتاء في ديسمبر.'] },
] as const;
