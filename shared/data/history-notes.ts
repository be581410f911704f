// Historical notes: a short paragraph, in the project's own words, for every event and every named tile. The
// rulebook had no room for history (issue 14); the sources of the facts are listed in docs/history-notes.md.
// Keyed by the ids of the data tables: SpecialEventId, GeneralEventId, CalendarEventId and tile ids.
// Which tiles count as "named" is decided by namedTileIds() below, so a new named tile without a note fails the tests.
import { ARMIES } from './armies.js';
import type { CalendarEventId } from './calendar.js';
import type { GeneralEventId, SpecialEventId } from './ids.js';
import { TILES } from './tiles.js';

/** The Special Events of the Tageblatt (§7.1.1). */
export const SPECIAL_EVENT_NOTES: Readonly<Record<SpecialEventId, string>> = {
  putnik:
    'Radomir Putnik was the chief of the Serbian general staff in 1914, old and ill but a master of defence. His armies beat the Austro-Hungarian invasion at Cer Mountain in August 1914, the first Allied victory of the war, and again on the Kolubara in December. During the retreat of 1915 he was carried over the Albanian mountains in a chair.',
  'british-shell-shortage':
    'In May 1915 the British attack at Aubers Ridge failed, and the war correspondent Charles Repington told the readers of The Times that the guns had lacked high-explosive shells. The Shell Crisis helped bring down the Liberal government of Herbert Asquith, and David Lloyd George became the first Minister of Munitions in a new coalition.',
  'poison-gas':
    'On 22 April 1915, near Ypres, German pioneers opened thousands of cylinders and let a cloud of chlorine drift onto French colonial and territorial troops, who broke and fled. The chemist Fritz Haber had pressed for the weapon. Both sides soon used gas, later phosgene and, from 1917, mustard gas, and every soldier learned to carry a mask.',
  mackensen:
    'August von Mackensen, a German cavalryman known for his death\'s-head hussar busby, led the breakthrough at Gorlice-Tarnów in May 1915 that drove the Russians out of Galicia. In October 1915 he commanded the German, Austro-Hungarian and Bulgarian armies that overran Serbia, and in 1916 he marched into Bucharest.',
  'place-of-execution':
    'The German attack on Verdun began on 21 February 1916 under the code name Gericht, a court of judgement; Erich von Falkenhayn later claimed he had meant to bleed the French army white. Fort Douaumont fell within days, but Philippe Pétain fed the defence along the Sacred Way, and the battle ground on until December.',
  brusilov:
    'General Aleksei Brusilov opened his offensive on 4 June 1916 along the whole Russian South-Western Front at once, with short bombardments and carefully rehearsed assaults. The Austro-Hungarian lines near Lutsk and in Bukovina collapsed, Germany had to rush divisions east, and Roumania was encouraged to join the Entente. Russia paid with enormous losses.',
  stosstruppen:
    'Stosstruppen were German assault troops trained to slip through weak points with grenades, light machine guns and flamethrowers, leaving strongpoints to those behind. Captain Willy Rohr trained the first such unit in 1915. Their methods helped win at Riga and Caporetto in 1917 and led the great German spring offensive of March 1918.',
  hoffmann:
    'Max Hoffmann was a staff officer of the German Eighth Army in East Prussia in August 1914 and drafted the moves that trapped a Russian army at Tannenberg. From 1916 he was chief of staff of the whole Eastern Front, and in the winter of 1917-18 he faced Leon Trotsky across the table at Brest-Litovsk.',
  alpenkorps:
    'The German Alpenkorps was formed in Bavaria in May 1915 from mountain, rifle and ski units and sent at once to help Austria-Hungary hold the Tyrol against Italy. It fought at Verdun in 1916 and in the Roumanian Carpathians the same year. At Caporetto in October 1917 its young lieutenant Erwin Rommel took Monte Matajur.',
  foch:
    'Ferdinand Foch, a French teacher of war turned commander, was named to coordinate the Allied armies at Doullens on 26 March 1918, as the German spring offensive broke the British line. Made supreme commander in April, he struck back on the Marne in July and kept the pressure on until the armistice, signed in his railway carriage at Compiègne.',
  'spanish-flu':
    'An influenza pandemic swept the world in 1918 and 1919, in a mild wave in the spring of 1918 and a deadly one that autumn, killing tens of millions, many of them young adults. It was called Spanish because neutral Spain\'s newspapers, free of censors, reported it openly, even when King Alfonso XIII fell ill. It emptied the ranks of every army in France.',
  'us-assistance':
    'Long before American soldiers arrived, the United States kept the Entente fighting with loans, food, steel and ships; the banking house of J. P. Morgan arranged credits from 1915. After April 1917 the Treasury lent directly through Liberty Loans, and American destroyers, sent at the urging of Admiral William Sims, joined the hunt for U-Boats from the port of Queenstown in Ireland.',
  diaz:
    'Armando Diaz took over the Italian army from Luigi Cadorna in November 1917, after the disaster of Caporetto had thrown it back to the river Piave. He rebuilt its morale with better leave and food, held the great Austro-Hungarian attack on the Piave in June 1918, and in October and November won at Vittorio Veneto.',
  'black-day-of-the-army':
    'Erich Ludendorff called 8 August 1918 the black day of the German army. At Amiens, Henry Rawlinson\'s British Fourth Army, spearheaded by Australian and Canadian divisions with hundreds of tanks, advanced some eleven kilometres in a day, and whole German units surrendered. Ludendorff concluded that the war could no longer be won.',
};

/** The General Events of the Tageblatt (§7.1.2). */
export const GENERAL_EVENT_NOTES: Readonly<Record<GeneralEventId, string>> = {
  'turkish-entry':
    'In August 1914 the German warships Goeben and Breslau escaped to Constantinople and were handed, in name, to the Ottoman navy. On 29 October 1914 they sailed with Turkish ships under Admiral Wilhelm Souchon and shelled Russian ports on the Black Sea. With Enver Pasha\'s approval this raid brought the Ottoman Empire into the war.',
  'italian-entry':
    'Italy was allied to Germany and Austria-Hungary but stayed out in 1914. In the secret Treaty of London of April 1915 Britain, France and Russia promised it the Trentino, Trieste and parts of Dalmatia, and on 23 May 1915 the government of Antonio Salandra declared war on Austria-Hungary, opening a new front in the Alps.',
  'bulgarian-entry':
    'Bulgaria had lost Macedonia to Serbia and Greece in the Second Balkan War of 1913, and Tsar Ferdinand wanted it back. After the Central Powers promised it, Bulgaria signed with them in September 1915 and in October struck Serbia from the east while Mackensen attacked from the north, cutting the Serbian army off from Salonika.',
  'hinden-luden':
    'On 29 August 1916, two days after Roumania declared war and with Verdun a bloody failure, Kaiser Wilhelm II dismissed Falkenhayn and made Paul von Hindenburg chief of the general staff, with Erich Ludendorff beside him. Their Hindenburg Programme set German industry and labour impossible targets for guns, shells and aircraft.',
  'roumanian-entry':
    'Roumania declared war on Austria-Hungary on 27 August 1916, after the Brusilov offensive seemed to show the Habsburg army broken; King Ferdinand I and his prime minister Ion Brătianu hoped to win Transylvania. Within four months German, Austro-Hungarian, Bulgarian and Turkish forces had taken Wallachia and most of the Dobruja, and Bucharest fell on 6 December.',
  'siegfried-line':
    'In February and March 1917 the German army on the Somme and the Oise fell back, in Operation Alberich, to a new and much shorter line built over the winter. The land it left was stripped bare: wells fouled, roads cratered, villages blown up. The move upset the French plan of Robert Nivelle for his spring offensive.',
  'german-bombers':
    'On 13 June 1917 a formation of Gotha bombers flew over London in broad daylight and killed more than 160 people, among them children at a school in Poplar. The outcry led Jan Smuts to recommend an independent air service, and the Royal Air Force was born on 1 April 1918.',
  'arab-revolt':
    'In June 1916 Hussein bin Ali, Sharif of Mecca, rose against the Ottoman Empire after letters with the British High Commissioner in Egypt, Sir Henry McMahon, had promised support for Arab independence. His sons Faisal and Abdullah led the tribes of the Hejaz, and the revolt spread north along the railway towards Syria.',
  'us-entry':
    'Germany resumed unrestricted submarine warfare on 1 February 1917, and in March the Zimmermann Telegram, a German offer to Mexico of the lands it had lost to the United States, was published. President Woodrow Wilson asked Congress for war, and on 6 April 1917 the United States declared war on Germany, though few of its soldiers reached France before 1918.',
  'british-bombers':
    'In June 1918 the new Royal Air Force set up the Independent Force under Hugh Trenchard to bomb German industry from bases near Nancy. Its Handley Page and de Havilland bombers struck factories, railways and blast furnaces in the Saar and the Rhineland towns, at a heavy cost in crews, until the armistice in November 1918.',
  'french-tank-army':
    'Colonel Jean-Baptiste Estienne persuaded the French army to build tracked assault guns, and on 16 April 1917 the first French tanks, Schneiders, went into action at Berry-au-Bac during the Nivelle offensive; many burned. Estienne pressed for a light, cheap tank in great numbers, and by 1918 France had the largest tank force of the war.',
  nervenkrieg:
    'Hindenburg liked to say the war would be won by the side with the stronger nerves. By 1918 Germany\'s were failing: hunger since the turnip winter of 1916-17, strikes in January 1918, and after the defeats of the summer Ludendorff himself demanded an armistice on 29 September. He was dismissed on 26 October 1918.',
};

/** The events printed on the Calendar (§5.3). */
export const CALENDAR_EVENT_NOTES: Readonly<Record<CalendarEventId, string>> = {
  'miracle-of-the-marne':
    'In early September 1914 the German armies marching on Paris left a gap between Alexander von Kluck\'s First and Karl von Bülow\'s Second Army. Joseph Joffre struck with his reserves, helped by troops rushed from Paris, some in requisitioned taxis, and after days of battle on the Marne the Germans fell back to the Aisne.',
  trenches:
    'After the Marne, each side tried to outflank the other northwards in the Race to the Sea, until by November 1914, after the First Battle of Ypres, a continuous line of trenches ran from the Belgian coast at Nieuport to the Swiss border. At Christmas 1914 soldiers on some stretches met between the lines.',
  zeppelins:
    'On the night of 19 January 1915 two German navy airships crossed the North Sea and dropped bombs on Great Yarmouth and King\'s Lynn, killing four people: the first air raids on Britain. Peter Strasser led the naval airship service, and London was first bombed in May 1915. He died in the last raid, in August 1918.',
  gallipoli:
    'On 18 March 1915 a British and French fleet tried to force the Dardanelles and lost three battleships to mines. Winston Churchill had championed the plan. Troops landed in April, but the campaign became a deadlock, and in December 1915 and January 1916 the army slipped away by night from Anzac, Suvla and Helles almost without loss.',
  'convoy-success':
    'In April 1917 German U-Boats sank almost 900,000 tons of shipping, and Britain came close to hunger. Against the doubts of the Admiralty under John Jellicoe, merchant ships began to sail in escorted convoys from May 1917, and losses fell steeply: a submarine now found either an empty sea or a guarded crowd of ships.',
};

/** Notes for the named tiles: every army with a proper name and every one-of-a-kind historical tile. */
export const TILE_NOTES: Readonly<Record<string, string>> = {
  // Armies with names, and every Near East force (numbered armies such as "French 5th Army" have none: see namedTileIds).
  'be-army':
    'King Albert I refused the German demand of 2 August 1914 to let its armies through Belgium, and led his small army in person for the whole war. The forts of Liège held for days, and in October 1914 the Belgians opened the sluices at Nieuport and flooded the Yser plain, keeping a corner of their country free.',
  'gb-bef':
    'The British Expeditionary Force crossed to France in August 1914 under Sir John French: a small army of long-service regulars, superb at rifle fire. It fought at Mons on 23 August and Le Cateau three days later, joined the stand on the Marne, and was nearly used up in the First Battle of Ypres that autumn.',
  'it-carnia':
    'The Carnia Zone was the Italian command that held the high passes of the Carnic Alps from 1915, between the Dolomites and the Isonzo front; its men fought for peaks such as Pal Piccolo above the Plöcken Pass. After the breakthrough at Caporetto in October 1917 it had to abandon the mountains and retreat to the Piave.',
  'srb-uzice':
    'The Užice Army, named after a town in western Serbia, guarded the mountains along the Drina against Bosnia in 1914 under General Miloš Božanović. When the Austro-Hungarian armies of Oskar Potiorek invaded on 12 August 1914 and again in the autumn, it fought on the southern flank of the battles of Cer and the Kolubara.',
  'srb-montenegro':
    'Montenegro, a small mountain kingdom under King Nikola I, joined Serbia in the war in August 1914. In January 1916, at Mojkovac, its soldiers under Janko Vukotić held off the Austro-Hungarians to cover the Serbian retreat to the sea; soon after, Mount Lovćen fell and Montenegro surrendered.',
  'rou-north':
    'The Roumanian Northern Army, under General Constantin Prezan, crossed the Carpathian passes into Transylvania at the end of August 1916, when Roumania entered the war. German and Austro-Hungarian counter-attacks drove it back by the autumn; Prezan later directed the defence of Bucharest and became chief of the general staff.',
  'aao-ndac':
    'The letters NDAC most likely stand for the National Defence Army Corps, the Greek troops raised at Salonika after Eleftherios Venizelos broke with King Constantine and set up his own government there in 1916. Its Cretan, Archipelago and Serres divisions stormed the Bulgarian positions at Skra-di-Legen in May 1918, and Greece fought beside the Entente to the end.',
  'aao-orient':
    'The French Army of the Orient landed at Salonika in October 1915, too late to save Serbia. Under Maurice Sarrail and later Louis Franchet d\'Espèrey it grew into an Allied force of French, Serbian, British, Italian, Russian and Greek troops, and in September 1918 its attack at Dobro Pole forced Bulgaria out of the war.',
  'aao-salonika':
    'The British Salonika Army under George Milne held the line from the Struma valley to Lake Doiran in Macedonia, a front of malaria and mountains whose idle-looking garrison critics in Paris mocked as gardeners. Its costly attacks on the Bulgarian heights at Doiran in April 1917 and September 1918 both failed.',
  'rus-caucasus':
    'The Russian Caucasus Army met the Ottoman invasion in December 1914 at Sarikamish, where Enver Pasha\'s Third Army froze and was destroyed in the snow. Under Nikolai Yudenich it then took the fortress city of Erzurum in February 1916 and the port of Trebizond in April, the high point of Russia\'s war against Turkey.',
  'rus-cossacks':
    'Cossack horsemen from the Kuban and the Terek formed much of the Russian cavalry in the Caucasus and in Persia. From November 1915 General Nikolai Baratov led a Cossack expedition across Persia through Hamadan to Kermanshah, taken in February 1916, hoping to reach Baghdad and relieve the British at Kut, but it came too late.',
  'rus-kars':
    'Kars, a fortress town in the south Caucasus, had been Russian since the war of 1878 and was the base from which the Russians met the Ottoman attack of December 1914 at nearby Sarikamish. After the treaty of Brest-Litovsk handed it back, Ottoman troops entered Kars in April 1918.',
  'rus-turkestan':
    'Russia\'s garrison of Central Asia, with its headquarters at Tashkent, sent its Turkestan army corps to the Caucasus front, where they fought at Sarikamish in 1914 and in the drive on Erzurum in 1916. At home, the attempt in July 1916 to draft Muslims of Turkestan for labour service set off a bloody uprising.',
  'am-1-rifles':
    'From 1914 Armenian volunteers fought in the Russian Caucasus army, the best known under the guerrilla leader Andranik Ozanian. When the Russian army dissolved after the revolution of 1917, these men became, in December 1917, the core of an Armenian corps under General Tovmas Nazarbekian, left almost alone to defend the Armenian plateau.',
  'am-2-rifles':
    'In May 1918 Ottoman armies advanced on Yerevan, and Armenian soldiers and villagers stopped them at Sardarabad, at Bash Abaran and at Karakilisa, with Daniel Bek-Pirumian commanding at Sardarabad. On 28 May 1918 an independent Armenian republic was declared, saved by these few days of fighting.',
  assyrians:
    'The Assyrian Christians of the Hakkari mountains and the Urmia plain were caught between Ottoman, Kurdish, Persian and Russian forces. Their patriarch Mar Shimun XIX Benyamin was murdered by the Kurdish chief Simko in March 1918, and that summer Agha Petros led the fighting before tens of thousands fled south to the British at Hamadan.',
  dunsterforce:
    'Major-General Lionel Dunsterville, the schoolfriend on whom Rudyard Kipling based his hero Stalky, left Baghdad in January 1918 with a small band of picked officers and armoured cars. Crossing Persia, they reached the oil port of Baku on the Caspian in August 1918 and held it for about a month against the Ottoman Army of Islam.',
  'ind-a':
    'Indian Expeditionary Force A took two Indian divisions to France in the autumn of 1914, just in time to fill the line at Ypres and in Flanders. Sikh, Gurkha, Pathan and Garhwali soldiers fought through a wet winter in unsuitable kit, and Khudadad Khan became the first Indian soldier to win the Victoria Cross.',
  'ind-b':
    'Indian Expeditionary Force B sailed for German East Africa and landed at Tanga on 2 November 1914, expecting an easy victory. In three days of fighting in bush and beehives it was beaten by a much smaller force of askari under Paul von Lettow-Vorbeck, one of the worst British defeats of the war.',
  'ind-c':
    'Indian Expeditionary Force C, a brigade of Indian state and regular troops, reached Mombasa in September 1914 to defend British East Africa and the Uganda Railway from German raids out of Tanganyika. It spent years guarding the line and the border around Kilimanjaro, a forgotten front of heat and fever.',
  'ind-d':
    'Indian Expeditionary Force D landed at Fao at the head of the Persian Gulf in November 1914 and took Basra to protect the oil of Abadan. Under Charles Townshend its 6th Division pushed up the Tigris too far, lost the battle of Ctesiphon in November 1915 and was shut up in Kut.',
  ana:
    'The Arab Northern Army was the regular force of the Arab Revolt, built around the Emir Faisal and led in the field by Jafar al-Askari, a former Ottoman officer. From Aqaba, taken in July 1917, it raided the Hejaz railway and guarded the right flank of Edmund Allenby, and in October 1918 it entered Damascus.',
  'gb-lawrence':
    'Thomas Edward Lawrence, a young Oxford archaeologist working for British intelligence in Cairo, joined Faisal\'s Arab forces as adviser in late 1916. In July 1917 he rode with Auda abu Tayi across the desert to take the port of Aqaba from behind. His own account, Seven Pillars of Wisdom, and an American showman made him a legend.',
  'gb-xx-corps':
    'The British XX Corps under Philip Chetwode was part of Edmund Allenby\'s Egyptian Expeditionary Force in 1917. It opened the breakthrough at Beersheba on 31 October 1917, when Australian horsemen charged into the town, and its divisions went on to take Jerusalem, which Allenby entered on foot in December 1917.',
  'za-saoef':
    'South Africa, a British dominion only thirteen years after the Boer War, raised an Overseas Expeditionary Force in 1915 under Henry Lukin. Its infantry brigade first fought the Senussi in the Egyptian desert, at Agagia in February 1916, then held Delville Wood on the Somme in July 1916 at a dreadful cost.',
  'gb-mef':
    'The Mediterranean Expeditionary Force was formed in March 1915 under General Sir Ian Hamilton to take the Gallipoli peninsula. British, French, Australian and New Zealand troops landed on 25 April 1915 at Cape Helles and Anzac Cove, and again at Suvla Bay in August, but never got far from the beaches. Hamilton was recalled in October.',
  // One-of-a-kind tiles.
  'french-tank-army':
    'The Renault FT, the first tank with a turret that turned all the way round, went into battle in 1918, and France built them by the thousand. On 18 July 1918 Charles Mangin\'s counter-attack near Soissons, led by hundreds of French tanks, turned the tide of the Second Battle of the Marne.',
  'french-mutiny':
    'After Robert Nivelle\'s promised breakthrough on the Chemin des Dames failed in April 1917, soldiers in about half the French divisions refused to attack, though most would still hold the line. Philippe Pétain replaced Nivelle in May, granted leave and better food, waited for tanks and the Americans, and had a few dozen ringleaders shot.',
  'hypothesis-z':
    'Hypothesis Z was Roumania\'s war plan against Austria-Hungary: three armies would pour over the Carpathians into Transylvania while a thin force watched the Danube and the Dobruja. When Roumania struck in August 1916 the plan left its back open, and the Bulgarians took the fortress of Turtucaia in September.',
  'british-bombers':
    'British naval airmen began raiding German factories early: from Luxeuil in eastern France, No. 3 Wing bombed the Mauser rifle works at Oberndorf in October 1916. By 1918 the big Handley Page O/400 night bombers could carry nearly a ton of bombs, and a giant V/1500 built to reach Berlin was ready just as the war ended.',
  armenians:
    'The Armenians were an ancient Christian people of eastern Anatolia. In April 1915 the Armenians of Van held out against siege until Russian troops arrived, while from 24 April the Ottoman government deported and massacred Armenians across the empire: the Armenian Genocide, in which perhaps a million or more people died.',
  'high-seas-fleet':
    'Admiral Alfred von Tirpitz built the German High Seas Fleet to challenge Britain at sea. Under Reinhard Scheer it met John Jellicoe\'s Grand Fleet at Jutland on 31 May 1916, sank more ships than it lost, then stayed mostly in port. Its sailors mutinied at Kiel in November 1918, and it scuttled itself at Scapa Flow in 1919.',
  zeppelin:
    'Count Ferdinand von Zeppelin flew his first rigid airship over Lake Constance in 1900, and Germans took the great ships to their hearts. In war they proved vulnerable: on 3 September 1916 William Leefe Robinson shot down the army airship SL 11 over Cuffley with incendiary bullets, in sight of cheering London crowds.',
  'red-baron':
    'Manfred von Richthofen, a Prussian cavalry officer turned fighter pilot, was credited with 80 victories, more than any other airman of the war. From June 1917 he led a wing of fighter squadrons nicknamed the Flying Circus and flew a red Fokker triplane. He was shot down and killed near the Somme on 21 April 1918.',
  'german-bombers':
    'The German England Squadron of twin-engined Gotha bombers, commanded by Ernst Brandenburg, flew from airfields around Ghent in Belgium. After daylight raids in the summer of 1917 it turned to night attacks, joined by Giant bombers with four engines, and in February 1918 a Giant dropped a one-ton bomb on Chelsea.',
  'siegfried-line':
    'The Siegfried Line, which the British called the Hindenburg Line, was a belt of wire, concrete shelters and machine-gun posts several kilometres deep, using the St Quentin Canal as a moat. On 29 September 1918 the British 46th Division crossed the canal at Riqueval, and Australian and American divisions broke the line beside them.',
  'hinden-luden':
    'Paul von Hindenburg was a retired general of 66 when he was recalled in August 1914, with Erich Ludendorff as his chief of staff, to save East Prussia. Their victory at Tannenberg made the pair national heroes. From 1916 to 1918 they ran Germany\'s war and much of its politics in what was called a silent dictatorship.',
  krupp:
    'The Krupp works at Essen, led in 1914 by Gustav Krupp von Bohlen und Halbach, was Germany\'s great arsenal. Its huge 42-centimetre howitzers, nicknamed Big Bertha, smashed the forts of Liège and Namur in August 1914, and in 1918 its long-range Paris Gun shelled the French capital from over 100 kilometres away.',
  kaisertreu:
    'Franz Joseph had reigned over Austria-Hungary since 1848, and for millions of his Czech, Polish, Croat, Hungarian and German subjects loyalty to the old emperor held the many-tongued army together. He died in Vienna on 21 November 1916; his young successor Karl I tried in secret to make peace.',
  'berlin-bagdad-railway':
    'The Baghdad Railway, financed by the Deutsche Bank under an Ottoman concession of March 1903, was meant to link Berlin by rail to the Persian Gulf, and it alarmed Britain and Russia. In the war its gaps in the Taurus and Amanus mountains slowed every shipment to the Ottoman fronts; the tunnels were only finished in 1918.',
  kemal:
    'Mustafa Kemal was a lieutenant-colonel when the Allies landed at Gallipoli on 25 April 1915; he threw the 57th Regiment against the Anzacs above Ari Burnu and held the heights. In 1916 he commanded on the Caucasus front and retook Bitlis and Muş. As Atatürk he later founded the Turkish Republic in 1923.',
  'siege-of-kut':
    'Charles Townshend\'s 6th Division fell back to the town of Kut on the Tigris in December 1915 and was besieged by the Ottoman army under Colmar von der Goltz, who died before the end. Relief columns failed with heavy losses, and on 29 April 1916 some 13,000 men surrendered; thousands died in captivity.',
  'askari-1':
    'Askari were the African soldiers of the German colonial force in East Africa. In November 1914, under Paul von Lettow-Vorbeck, they threw back the Indian landing at Tanga and captured its rifles and ammunition, which fed a war of raids on the Uganda Railway around Kilimanjaro for the next two years.',
  'askari-2':
    'Jan Smuts invaded German East Africa in 1916 with a large imperial army, but Lettow-Vorbeck\'s askari kept slipping away. In late 1917 they crossed into Portuguese Mozambique, living off captured stores, and returned through Northern Rhodesia, surrendering at Abercorn on 25 November 1918, two weeks after the armistice in Europe.',
};

/** Tile kinds that are a class of thing rather than one named force or person, so they carry no note. */
export const UNNAMED_TILE_KINDS: readonly string[] = [
  'ott', // a game mechanism
  'border-forts',
  'trenches',
  'cruiser',
  'neutral',
  'surrender',
  'pink', // situation markers (France in Danger, …)
  'air-superiority',
  'blockade-runner', // their ship names are cosmetic and not in the data
  'u-boats',
  'civil-society',
  'city', // places, standing for unrest at home
  'special-event',
  'rm-coin',
  'lira-coin',
  'lira-chit',
  'turn-chit',
];

/** "French 5th Army", "USA IV Corps", "British XX Corps": numbered formations carry no proper name. */
const NUMBERED_ARMY = /^[A-Z][A-Za-z]* (\d+(st|nd|rd|th)|[IVXL]+) (Army|Corps)$/;

/**
 * Every tile that must have a historical note: each Near East army (one particular force, the British XX Corps
 * included), every other army with a proper name, and every other tile not of an unnamed kind.
 */
export function namedTileIds(): readonly string[] {
  const armies = new Map(ARMIES.map((a) => [a.id, a]));
  return TILES.filter((t) => {
    const army = armies.get(t.id);
    if (army) return army.nearEast || !NUMBERED_ARMY.test(t.name);
    return !UNNAMED_TILE_KINDS.includes(t.kind);
  }).map((t) => t.id);
}

/** The historical note of a tile, or undefined when it has none. */
export function tileNote(tileId: string): string | undefined {
  return TILE_NOTES[tileId];
}
