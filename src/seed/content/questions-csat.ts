import type { Bilingual, QuestionSeed } from './types'

/** Options such as numbers and codes read the same in both languages. */
const same = (text: string): Bilingual => ({ en: text, pa: text })

/** Every question of a passage repeats it in full, because the test shows one question at a time. */
function withPassage(passage: Bilingual, question: Bilingual): Bilingual {
  return {
    en: `Read the passage and answer the question.\n\n${passage.en}\n\n${question.en}`,
    pa: `ਪੈਰਾ ਪੜ੍ਹ ਕੇ ਸਵਾਲ ਦਾ ਜਵਾਬ ਦਿਓ।\n\n${passage.pa}\n\n${question.pa}`,
  }
}

function withTable(table: Bilingual, question: Bilingual): Bilingual {
  return {
    en: `Study the table and answer the question.\n\n${table.en}\n\n${question.en}`,
    pa: `ਸਾਰਣੀ ਦਾ ਅਧਿਐਨ ਕਰਕੇ ਸਵਾਲ ਦਾ ਜਵਾਬ ਦਿਓ।\n\n${table.pa}\n\n${question.pa}`,
  }
}

const groundwater: Bilingual = {
  en: 'Over much of central Punjab the water table falls a little every year, because more water is pumped out for irrigation than rain and canals put back. Paddy, a thirsty crop, is grown in the hottest months, when evaporation is high. Free electricity for farm tube-wells has made pumping cheap, so a farmer gains little by saving water. Experts advise shifting part of the paddy area to maize and pulses, but farmers reply that these crops do not enjoy the assured government purchase at the minimum support price that wheat and paddy do. Unless the alternatives offer an income that is comparable and certain, the advice is unlikely to be followed.',
  pa: 'ਕੇਂਦਰੀ ਪੰਜਾਬ ਦੇ ਵੱਡੇ ਹਿੱਸੇ ਵਿੱਚ ਜ਼ਮੀਨੀ ਪਾਣੀ ਦਾ ਪੱਧਰ ਹਰ ਸਾਲ ਥੋੜ੍ਹਾ-ਥੋੜ੍ਹਾ ਹੇਠਾਂ ਜਾ ਰਿਹਾ ਹੈ, ਕਿਉਂਕਿ ਸਿੰਜਾਈ ਲਈ ਜਿੰਨਾ ਪਾਣੀ ਕੱਢਿਆ ਜਾਂਦਾ ਹੈ, ਮੀਂਹ ਅਤੇ ਨਹਿਰਾਂ ਉਸ ਤੋਂ ਘੱਟ ਪਾਣੀ ਵਾਪਸ ਭਰਦੀਆਂ ਹਨ। ਝੋਨਾ, ਜੋ ਬਹੁਤ ਪਾਣੀ ਮੰਗਣ ਵਾਲੀ ਫ਼ਸਲ ਹੈ, ਸਭ ਤੋਂ ਗਰਮ ਮਹੀਨਿਆਂ ਵਿੱਚ ਉਗਾਇਆ ਜਾਂਦਾ ਹੈ, ਜਦੋਂ ਵਾਸ਼ਪੀਕਰਨ ਵੱਧ ਹੁੰਦਾ ਹੈ। ਖੇਤੀ ਟਿਊਬਵੈੱਲਾਂ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ ਨੇ ਪਾਣੀ ਕੱਢਣਾ ਸਸਤਾ ਕਰ ਦਿੱਤਾ ਹੈ, ਇਸ ਲਈ ਪਾਣੀ ਬਚਾਉਣ ਨਾਲ ਕਿਸਾਨ ਨੂੰ ਬਹੁਤਾ ਫ਼ਾਇਦਾ ਨਹੀਂ ਹੁੰਦਾ। ਮਾਹਿਰ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਕਿ ਝੋਨੇ ਹੇਠਲੇ ਰਕਬੇ ਦਾ ਕੁਝ ਹਿੱਸਾ ਮੱਕੀ ਅਤੇ ਦਾਲਾਂ ਹੇਠ ਲਿਆਂਦਾ ਜਾਵੇ, ਪਰ ਕਿਸਾਨਾਂ ਦਾ ਜਵਾਬ ਹੈ ਕਿ ਇਨ੍ਹਾਂ ਫ਼ਸਲਾਂ ਦੀ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ ਉੱਤੇ ਉਹੋ ਜਿਹੀ ਯਕੀਨੀ ਸਰਕਾਰੀ ਖ਼ਰੀਦ ਨਹੀਂ ਹੁੰਦੀ ਜਿਹੋ ਜਿਹੀ ਕਣਕ ਅਤੇ ਝੋਨੇ ਦੀ ਹੁੰਦੀ ਹੈ। ਜਦੋਂ ਤੱਕ ਬਦਲਵੀਆਂ ਫ਼ਸਲਾਂ ਬਰਾਬਰ ਦੀ ਅਤੇ ਪੱਕੀ ਆਮਦਨ ਨਹੀਂ ਦਿੰਦੀਆਂ, ਇਸ ਸਲਾਹ ਉੱਤੇ ਅਮਲ ਹੋਣ ਦੀ ਸੰਭਾਵਨਾ ਘੱਟ ਹੈ।',
}

const antibiotics: Bilingual = {
  en: 'Antibiotics kill bacteria or stop them from multiplying; they do nothing against viruses, which cause the common cold and most sore throats. Yet many patients with a cold ask for them, and some chemists sell them without a prescription. Every unnecessary course gives bacteria a chance to adapt: the few that survive multiply and pass on their resistance. Over time, infections that were once easy to treat need stronger and costlier drugs, and some stop responding altogether. The problem is therefore not only a medical one; it is also a matter of public behaviour and of how the sale of medicines is regulated.',
  pa: 'ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਬੈਕਟੀਰੀਆ ਨੂੰ ਮਾਰਦੀਆਂ ਹਨ ਜਾਂ ਉਨ੍ਹਾਂ ਦਾ ਵਾਧਾ ਰੋਕਦੀਆਂ ਹਨ; ਵਾਇਰਸਾਂ ਉੱਤੇ, ਜੋ ਆਮ ਜ਼ੁਕਾਮ ਅਤੇ ਗਲੇ ਦੀ ਜ਼ਿਆਦਾਤਰ ਖ਼ਰਾਬੀ ਦਾ ਕਾਰਨ ਬਣਦੇ ਹਨ, ਇਨ੍ਹਾਂ ਦਾ ਕੋਈ ਅਸਰ ਨਹੀਂ ਹੁੰਦਾ। ਫਿਰ ਵੀ ਜ਼ੁਕਾਮ ਵਾਲੇ ਬਹੁਤ ਸਾਰੇ ਮਰੀਜ਼ ਇਹ ਦਵਾਈਆਂ ਮੰਗਦੇ ਹਨ ਅਤੇ ਕੁਝ ਕੈਮਿਸਟ ਇਹ ਬਿਨਾਂ ਪਰਚੀ ਦੇ ਵੇਚ ਦਿੰਦੇ ਹਨ। ਹਰ ਬੇਲੋੜਾ ਕੋਰਸ ਬੈਕਟੀਰੀਆ ਨੂੰ ਆਪਣੇ-ਆਪ ਨੂੰ ਢਾਲਣ ਦਾ ਮੌਕਾ ਦਿੰਦਾ ਹੈ: ਜਿਹੜੇ ਥੋੜ੍ਹੇ ਬੈਕਟੀਰੀਆ ਬਚ ਜਾਂਦੇ ਹਨ, ਉਹ ਵਧਦੇ ਹਨ ਅਤੇ ਆਪਣੀ ਪ੍ਰਤੀਰੋਧਕ ਸਮਰੱਥਾ ਅੱਗੇ ਤੋਰ ਦਿੰਦੇ ਹਨ। ਸਮੇਂ ਨਾਲ ਜਿਹੜੀਆਂ ਲਾਗਾਂ ਕਦੇ ਆਸਾਨੀ ਨਾਲ ਠੀਕ ਹੋ ਜਾਂਦੀਆਂ ਸਨ, ਉਨ੍ਹਾਂ ਲਈ ਵੱਧ ਤਾਕਤਵਰ ਅਤੇ ਮਹਿੰਗੀਆਂ ਦਵਾਈਆਂ ਦੀ ਲੋੜ ਪੈਂਦੀ ਹੈ, ਅਤੇ ਕੁਝ ਉੱਤੇ ਕੋਈ ਦਵਾਈ ਅਸਰ ਹੀ ਨਹੀਂ ਕਰਦੀ। ਇਸ ਲਈ ਇਹ ਸਮੱਸਿਆ ਸਿਰਫ਼ ਡਾਕਟਰੀ ਨਹੀਂ ਹੈ; ਇਹ ਲੋਕਾਂ ਦੇ ਵਤੀਰੇ ਅਤੇ ਦਵਾਈਆਂ ਦੀ ਵਿਕਰੀ ਦੇ ਨਿਯਮਨ ਦਾ ਮਾਮਲਾ ਵੀ ਹੈ।',
}

const motherTongue: Bilingual = {
  en: 'Children learn best when they are first taught in the language they speak at home. A child who understands the words on the blackboard can spend her effort on the idea being taught, instead of on working out an unfamiliar language. This does not mean that other languages should be neglected: studies of multilingual classrooms suggest that a strong foundation in the mother tongue makes it easier, not harder, to learn a second and a third language later. The difficulty lies in practice, because teachers, textbooks and examinations must then be available in many languages.',
  pa: 'ਬੱਚੇ ਸਭ ਤੋਂ ਵਧੀਆ ਤਦ ਸਿੱਖਦੇ ਹਨ ਜਦੋਂ ਉਨ੍ਹਾਂ ਨੂੰ ਸ਼ੁਰੂ ਵਿੱਚ ਉਸ ਭਾਸ਼ਾ ਵਿੱਚ ਪੜ੍ਹਾਇਆ ਜਾਵੇ ਜੋ ਉਹ ਘਰ ਵਿੱਚ ਬੋਲਦੇ ਹਨ। ਜਿਹੜੀ ਬੱਚੀ ਬਲੈਕਬੋਰਡ ਉੱਤੇ ਲਿਖੇ ਸ਼ਬਦ ਸਮਝਦੀ ਹੈ, ਉਹ ਕਿਸੇ ਓਪਰੀ ਭਾਸ਼ਾ ਦੇ ਅਰਥ ਕੱਢਣ ਦੀ ਥਾਂ ਆਪਣੀ ਮਿਹਨਤ ਪੜ੍ਹਾਏ ਜਾ ਰਹੇ ਵਿਚਾਰ ਨੂੰ ਸਮਝਣ ਉੱਤੇ ਲਾ ਸਕਦੀ ਹੈ। ਇਸ ਦਾ ਮਤਲਬ ਇਹ ਨਹੀਂ ਕਿ ਹੋਰ ਭਾਸ਼ਾਵਾਂ ਨੂੰ ਅਣਗੌਲਿਆ ਕੀਤਾ ਜਾਵੇ: ਬਹੁ-ਭਾਸ਼ੀ ਜਮਾਤਾਂ ਦੇ ਅਧਿਐਨ ਦੱਸਦੇ ਹਨ ਕਿ ਮਾਂ-ਬੋਲੀ ਦੀ ਮਜ਼ਬੂਤ ਨੀਂਹ ਨਾਲ ਬਾਅਦ ਵਿੱਚ ਦੂਜੀ ਅਤੇ ਤੀਜੀ ਭਾਸ਼ਾ ਸਿੱਖਣੀ ਔਖੀ ਨਹੀਂ, ਸਗੋਂ ਸੌਖੀ ਹੋ ਜਾਂਦੀ ਹੈ। ਮੁਸ਼ਕਲ ਅਮਲ ਵਿੱਚ ਹੈ, ਕਿਉਂਕਿ ਫਿਰ ਅਧਿਆਪਕ, ਪਾਠ-ਪੁਸਤਕਾਂ ਅਤੇ ਪ੍ਰੀਖਿਆਵਾਂ ਕਈ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਉਪਲਬਧ ਕਰਵਾਉਣੀਆਂ ਪੈਂਦੀਆਂ ਹਨ।',
}

const wideRoads: Bilingual = {
  en: "When a city widens its roads to ease congestion, traffic usually moves faster for a while. But quicker journeys make driving more attractive: people who used to take the bus start driving, and trips that were once put off are now made, until the roads are as crowded as before. Transport planners call this 'induced demand'. Cities that have reduced congestion for long periods have done so by making the alternatives (buses, metro trains, safe footpaths and cycle tracks) quick and reliable, and by charging for scarce road space, for example through parking fees.",
  pa: "ਜਦੋਂ ਕੋਈ ਸ਼ਹਿਰ ਭੀੜ ਘਟਾਉਣ ਲਈ ਆਪਣੀਆਂ ਸੜਕਾਂ ਚੌੜੀਆਂ ਕਰਦਾ ਹੈ ਤਾਂ ਆਮ ਤੌਰ ਉੱਤੇ ਕੁਝ ਸਮੇਂ ਲਈ ਆਵਾਜਾਈ ਤੇਜ਼ ਹੋ ਜਾਂਦੀ ਹੈ। ਪਰ ਸਫ਼ਰ ਛੇਤੀ ਮੁੱਕਣ ਕਰਕੇ ਆਪਣੀ ਗੱਡੀ ਚਲਾਉਣਾ ਵੱਧ ਖਿੱਚ ਪਾਉਂਦਾ ਹੈ: ਜੋ ਲੋਕ ਪਹਿਲਾਂ ਬੱਸ ਵਿੱਚ ਜਾਂਦੇ ਸਨ ਉਹ ਗੱਡੀ ਲੈ ਕੇ ਨਿਕਲਣ ਲੱਗਦੇ ਹਨ ਅਤੇ ਜਿਹੜੇ ਸਫ਼ਰ ਪਹਿਲਾਂ ਟਾਲ ਦਿੱਤੇ ਜਾਂਦੇ ਸਨ ਉਹ ਵੀ ਹੋਣ ਲੱਗਦੇ ਹਨ, ਜਦੋਂ ਤੱਕ ਸੜਕਾਂ ਉੱਤੇ ਪਹਿਲਾਂ ਜਿੰਨੀ ਭੀੜ ਨਹੀਂ ਹੋ ਜਾਂਦੀ। ਆਵਾਜਾਈ ਯੋਜਨਾਕਾਰ ਇਸ ਨੂੰ 'ਪ੍ਰੇਰਿਤ ਮੰਗ' (induced demand) ਕਹਿੰਦੇ ਹਨ। ਜਿਨ੍ਹਾਂ ਸ਼ਹਿਰਾਂ ਨੇ ਲੰਮੇ ਸਮੇਂ ਲਈ ਭੀੜ ਘਟਾਈ ਹੈ, ਉਨ੍ਹਾਂ ਨੇ ਇਹ ਬਦਲਵੇਂ ਸਾਧਨਾਂ (ਬੱਸਾਂ, ਮੈਟਰੋ ਰੇਲ, ਸੁਰੱਖਿਅਤ ਫੁੱਟਪਾਥਾਂ ਅਤੇ ਸਾਈਕਲ ਟਰੈਕਾਂ) ਨੂੰ ਤੇਜ਼ ਅਤੇ ਭਰੋਸੇਯੋਗ ਬਣਾ ਕੇ, ਅਤੇ ਸੜਕ ਦੀ ਸੀਮਤ ਥਾਂ ਦੀ ਕੀਮਤ ਵਸੂਲ ਕੇ, ਜਿਵੇਂ ਪਾਰਕਿੰਗ ਫ਼ੀਸ ਰਾਹੀਂ, ਕੀਤਾ ਹੈ।",
}

const openOffice: Bilingual = {
  en: 'A government office that replies to letters promptly but never explains its decisions may look efficient, yet citizens will not trust it. Trust grows when people can see how a decision was reached: which rules were applied, who was responsible, and how a mistake can be put right. The Right to Information Act, 2005 gave citizens a legal means of asking for such information. But a law can only open the door. Officials who record the reasons for their decisions as a matter of routine make the door far easier to walk through.',
  pa: 'ਜਿਹੜਾ ਸਰਕਾਰੀ ਦਫ਼ਤਰ ਚਿੱਠੀਆਂ ਦਾ ਜਵਾਬ ਤਾਂ ਫ਼ੌਰਨ ਦਿੰਦਾ ਹੈ ਪਰ ਆਪਣੇ ਫ਼ੈਸਲਿਆਂ ਦੇ ਕਾਰਨ ਕਦੇ ਨਹੀਂ ਦੱਸਦਾ, ਉਹ ਕੁਸ਼ਲ ਤਾਂ ਲੱਗ ਸਕਦਾ ਹੈ, ਪਰ ਨਾਗਰਿਕ ਉਸ ਉੱਤੇ ਭਰੋਸਾ ਨਹੀਂ ਕਰਨਗੇ। ਭਰੋਸਾ ਉਦੋਂ ਬਣਦਾ ਹੈ ਜਦੋਂ ਲੋਕ ਦੇਖ ਸਕਣ ਕਿ ਫ਼ੈਸਲਾ ਕਿਵੇਂ ਲਿਆ ਗਿਆ: ਕਿਹੜੇ ਨਿਯਮ ਲਾਗੂ ਕੀਤੇ ਗਏ, ਜ਼ਿੰਮੇਵਾਰ ਕੌਣ ਸੀ ਅਤੇ ਗ਼ਲਤੀ ਨੂੰ ਕਿਵੇਂ ਸੁਧਾਰਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਸੂਚਨਾ ਦਾ ਅਧਿਕਾਰ ਐਕਟ, 2005 ਨੇ ਨਾਗਰਿਕਾਂ ਨੂੰ ਅਜਿਹੀ ਜਾਣਕਾਰੀ ਮੰਗਣ ਦਾ ਕਾਨੂੰਨੀ ਸਾਧਨ ਦਿੱਤਾ। ਪਰ ਕਾਨੂੰਨ ਸਿਰਫ਼ ਦਰਵਾਜ਼ਾ ਖੋਲ੍ਹ ਸਕਦਾ ਹੈ। ਜਿਹੜੇ ਅਧਿਕਾਰੀ ਆਪਣੇ ਫ਼ੈਸਲਿਆਂ ਦੇ ਕਾਰਨ ਨੇਮ ਨਾਲ ਦਰਜ ਕਰਦੇ ਹਨ, ਉਹ ਉਸ ਦਰਵਾਜ਼ੇ ਵਿੱਚੋਂ ਲੰਘਣਾ ਕਿਤੇ ਸੌਖਾ ਬਣਾ ਦਿੰਦੇ ਹਨ।',
}

const milkCollection: Bilingual = {
  en: 'Milk collected by a dairy cooperative from four villages (thousand litres)\nVillage | 2022 | 2023 | 2024\nKotla | 120 | 135 | 150\nRampur | 90 | 99 | 117\nSidhwan | 150 | 144 | 162\nBhagta | 80 | 96 | 100',
  pa: 'ਇੱਕ ਡੇਅਰੀ ਸਹਿਕਾਰੀ ਸਭਾ ਵੱਲੋਂ ਚਾਰ ਪਿੰਡਾਂ ਤੋਂ ਇਕੱਠਾ ਕੀਤਾ ਦੁੱਧ (ਹਜ਼ਾਰ ਲੀਟਰ)\nਪਿੰਡ | 2022 | 2023 | 2024\nਕੋਟਲਾ | 120 | 135 | 150\nਰਾਮਪੁਰ | 90 | 99 | 117\nਸਿੱਧਵਾਂ | 150 | 144 | 162\nਭਗਤਾ | 80 | 96 | 100',
}

const familyBudget: Bilingual = {
  en: "A family's monthly income of ₹60,000 is used as follows\nHead | Share of income\nFood | 25%\nRent | 20%\nEducation | 15%\nTransport | 10%\nSavings | 18%\nOther expenses | 12%",
  pa: 'ਇੱਕ ਪਰਿਵਾਰ ਦੀ ₹60,000 ਦੀ ਮਹੀਨਾਵਾਰ ਆਮਦਨ ਇਸ ਤਰ੍ਹਾਂ ਵਰਤੀ ਜਾਂਦੀ ਹੈ\nਮਦ | ਆਮਦਨ ਵਿੱਚ ਹਿੱਸਾ\nਖਾਣ-ਪੀਣ | 25%\nਕਿਰਾਇਆ | 20%\nਪੜ੍ਹਾਈ | 15%\nਆਵਾਜਾਈ | 10%\nਬੱਚਤ | 18%\nਹੋਰ ਖ਼ਰਚੇ | 12%',
}

const schoolResults: Bilingual = {
  en: 'Class X board examination results of four schools\nSchool | Appeared | Passed\nP | 40 | 36\nQ | 45 | 36\nR | 50 | 45\nS | 25 | 23',
  pa: 'ਚਾਰ ਸਕੂਲਾਂ ਦੇ ਦਸਵੀਂ ਜਮਾਤ ਦੀ ਬੋਰਡ ਪ੍ਰੀਖਿਆ ਦੇ ਨਤੀਜੇ\nਸਕੂਲ | ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਬੈਠੇ | ਪਾਸ ਹੋਏ\nP | 40 | 36\nQ | 45 | 36\nR | 50 | 45\nS | 25 | 23',
}

/**
 * CSAT Paper II questions that complete the full-length CSAT mock (csat-023 onwards; csat-001 to csat-022 are in
 * `questions.ts`): reading comprehension, quantitative aptitude, reasoning, data interpretation and decision making.
 */
export const csatQuestions: QuestionSeed[] = [
  {
    key: 'csat-023',
    topic: 'csat',
    stem: withPassage(groundwater, {
      en: 'Which of the following best expresses the central idea of the passage?',
      pa: 'ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜਾ ਕਥਨ ਪੈਰੇ ਦੇ ਕੇਂਦਰੀ ਵਿਚਾਰ ਨੂੰ ਸਭ ਤੋਂ ਵਧੀਆ ਢੰਗ ਨਾਲ ਪ੍ਰਗਟ ਕਰਦਾ ਹੈ?',
    }),
    options: [
      { en: 'Paddy should be banned in central Punjab.', pa: 'ਕੇਂਦਰੀ ਪੰਜਾਬ ਵਿੱਚ ਝੋਨੇ ਉੱਤੇ ਪਾਬੰਦੀ ਲਾ ਦੇਣੀ ਚਾਹੀਦੀ ਹੈ।' },
      { en: 'Farmers do not know that the water table is falling.', pa: 'ਕਿਸਾਨਾਂ ਨੂੰ ਪਤਾ ਨਹੀਂ ਕਿ ਜ਼ਮੀਨੀ ਪਾਣੀ ਦਾ ਪੱਧਰ ਡਿੱਗ ਰਿਹਾ ਹੈ।' },
      {
        en: 'Moving away from paddy will happen only if the other crops give farmers a comparable and secure income.',
        pa: 'ਝੋਨੇ ਤੋਂ ਹਟ ਕੇ ਦੂਜੀਆਂ ਫ਼ਸਲਾਂ ਵੱਲ ਜਾਣਾ ਤਾਂ ਹੀ ਹੋਵੇਗਾ ਜੇ ਉਹ ਫ਼ਸਲਾਂ ਕਿਸਾਨਾਂ ਨੂੰ ਬਰਾਬਰ ਦੀ ਅਤੇ ਪੱਕੀ ਆਮਦਨ ਦੇਣ।',
      },
      { en: 'Free electricity is the only cause of the falling water table.', pa: 'ਜ਼ਮੀਨੀ ਪਾਣੀ ਡਿੱਗਣ ਦਾ ਇੱਕੋ-ਇੱਕ ਕਾਰਨ ਮੁਫ਼ਤ ਬਿਜਲੀ ਹੈ।' },
    ],
    correct: 'C',
    explanation: {
      en: "The passage explains why more water is pumped out than is put back and ends on its main point: the experts' advice will be followed only if the alternatives pay comparably and certainly. D tempts because free electricity is mentioned, but it is one reason among several (hot-season paddy, pumping beyond recharge), and 'only' goes beyond the passage. A is never suggested, and B is not stated: the farmers answer with an economic argument, not out of ignorance.",
      pa: "ਪੈਰਾ ਦੱਸਦਾ ਹੈ ਕਿ ਵਾਪਸ ਭਰੇ ਜਾਣ ਨਾਲੋਂ ਵੱਧ ਪਾਣੀ ਕਿਉਂ ਕੱਢਿਆ ਜਾਂਦਾ ਹੈ ਅਤੇ ਆਪਣੀ ਮੁੱਖ ਗੱਲ ਉੱਤੇ ਮੁੱਕਦਾ ਹੈ: ਮਾਹਿਰਾਂ ਦੀ ਸਲਾਹ ਉੱਤੇ ਅਮਲ ਤਾਂ ਹੀ ਹੋਵੇਗਾ ਜੇ ਬਦਲਵੀਆਂ ਫ਼ਸਲਾਂ ਬਰਾਬਰ ਦੀ ਅਤੇ ਪੱਕੀ ਕਮਾਈ ਦੇਣ। D ਇਸ ਲਈ ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ ਕਿ ਮੁਫ਼ਤ ਬਿਜਲੀ ਦਾ ਜ਼ਿਕਰ ਹੈ, ਪਰ ਉਹ ਕਈ ਕਾਰਨਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ (ਗਰਮੀਆਂ ਦਾ ਝੋਨਾ, ਭਰਾਈ ਤੋਂ ਵੱਧ ਪਾਣੀ ਕੱਢਣਾ) ਅਤੇ 'ਇੱਕੋ-ਇੱਕ' ਪੈਰੇ ਤੋਂ ਵੱਧ ਦਾਅਵਾ ਹੈ। A ਦਾ ਕਿਤੇ ਸੁਝਾਅ ਨਹੀਂ ਅਤੇ B ਕਿਹਾ ਹੀ ਨਹੀਂ ਗਿਆ: ਕਿਸਾਨ ਅਣਜਾਣਤਾ ਕਰਕੇ ਨਹੀਂ, ਆਰਥਿਕ ਦਲੀਲ ਨਾਲ ਜਵਾਬ ਦਿੰਦੇ ਹਨ।",
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-024',
    topic: 'csat',
    stem: withPassage(groundwater, {
      en: 'According to the passage, why does a farmer gain little by saving water?',
      pa: 'ਪੈਰੇ ਅਨੁਸਾਰ ਪਾਣੀ ਬਚਾਉਣ ਨਾਲ ਕਿਸਾਨ ਨੂੰ ਬਹੁਤਾ ਫ਼ਾਇਦਾ ਕਿਉਂ ਨਹੀਂ ਹੁੰਦਾ?',
    }),
    options: [
      { en: 'Canal water is supplied free of cost.', pa: 'ਨਹਿਰੀ ਪਾਣੀ ਮੁਫ਼ਤ ਮਿਲਦਾ ਹੈ।' },
      { en: 'Free electricity makes pumping groundwater cheap.', pa: 'ਮੁਫ਼ਤ ਬਿਜਲੀ ਕਾਰਨ ਜ਼ਮੀਨੀ ਪਾਣੀ ਕੱਢਣਾ ਸਸਤਾ ਹੈ।' },
      { en: 'Paddy needs less water than maize.', pa: 'ਝੋਨੇ ਨੂੰ ਮੱਕੀ ਨਾਲੋਂ ਘੱਟ ਪਾਣੀ ਚਾਹੀਦਾ ਹੈ।' },
      { en: 'The government buys every crop at a fixed price.', pa: 'ਸਰਕਾਰ ਹਰ ਫ਼ਸਲ ਮਿੱਥੇ ਮੁੱਲ ਉੱਤੇ ਖ਼ਰੀਦਦੀ ਹੈ।' },
    ],
    correct: 'B',
    explanation: {
      en: "The passage says directly that free electricity for farm tube-wells has made pumping cheap, 'so a farmer gains little by saving water'. A is not in the passage, which mentions canals only as a source of recharge. C reverses the passage, which calls paddy a thirsty crop, and D overstates it: assured purchase is said to apply to wheat and paddy, not to every crop.",
      pa: "ਪੈਰਾ ਸਿੱਧਾ ਕਹਿੰਦਾ ਹੈ ਕਿ ਖੇਤੀ ਟਿਊਬਵੈੱਲਾਂ ਲਈ ਮੁਫ਼ਤ ਬਿਜਲੀ ਨੇ ਪਾਣੀ ਕੱਢਣਾ ਸਸਤਾ ਕਰ ਦਿੱਤਾ ਹੈ, 'ਇਸ ਲਈ ਪਾਣੀ ਬਚਾਉਣ ਨਾਲ ਕਿਸਾਨ ਨੂੰ ਬਹੁਤਾ ਫ਼ਾਇਦਾ ਨਹੀਂ ਹੁੰਦਾ'। A ਪੈਰੇ ਵਿੱਚ ਨਹੀਂ ਹੈ; ਨਹਿਰਾਂ ਦਾ ਜ਼ਿਕਰ ਸਿਰਫ਼ ਪਾਣੀ ਦੀ ਭਰਾਈ ਦੇ ਸਰੋਤ ਵਜੋਂ ਹੈ। C ਪੈਰੇ ਦੇ ਉਲਟ ਹੈ, ਜੋ ਝੋਨੇ ਨੂੰ ਬਹੁਤ ਪਾਣੀ ਮੰਗਣ ਵਾਲੀ ਫ਼ਸਲ ਕਹਿੰਦਾ ਹੈ, ਅਤੇ D ਵਧਾ-ਚੜ੍ਹਾ ਕੇ ਕਹਿੰਦਾ ਹੈ: ਯਕੀਨੀ ਖ਼ਰੀਦ ਸਿਰਫ਼ ਕਣਕ ਅਤੇ ਝੋਨੇ ਦੀ ਦੱਸੀ ਗਈ ਹੈ, ਹਰ ਫ਼ਸਲ ਦੀ ਨਹੀਂ।",
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-025',
    topic: 'csat',
    stem: withPassage(groundwater, {
      en: "The experts' advice rests on which of the following assumptions?",
      pa: 'ਮਾਹਿਰਾਂ ਦੀ ਸਲਾਹ ਹੇਠ ਲਿਖੀਆਂ ਵਿੱਚੋਂ ਕਿਹੜੀ ਧਾਰਨਾ ਉੱਤੇ ਟਿਕੀ ਹੋਈ ਹੈ?',
    }),
    options: [
      { en: 'Maize and pulses need less irrigation water than paddy.', pa: 'ਮੱਕੀ ਅਤੇ ਦਾਲਾਂ ਨੂੰ ਝੋਨੇ ਨਾਲੋਂ ਘੱਟ ਸਿੰਜਾਈ ਦੀ ਲੋੜ ਹੁੰਦੀ ਹੈ।' },
      { en: 'Farmers earn more from maize than from paddy.', pa: 'ਕਿਸਾਨਾਂ ਨੂੰ ਝੋਨੇ ਨਾਲੋਂ ਮੱਕੀ ਤੋਂ ਵੱਧ ਕਮਾਈ ਹੁੰਦੀ ਹੈ।' },
      { en: 'The water table can be restored within a year.', pa: 'ਜ਼ਮੀਨੀ ਪਾਣੀ ਦਾ ਪੱਧਰ ਇੱਕ ਸਾਲ ਵਿੱਚ ਬਹਾਲ ਕੀਤਾ ਜਾ ਸਕਦਾ ਹੈ।' },
      { en: 'Rainfall in Punjab is increasing.', pa: 'ਪੰਜਾਬ ਵਿੱਚ ਮੀਂਹ ਵਧ ਰਿਹਾ ਹੈ।' },
    ],
    correct: 'A',
    explanation: {
      en: 'Shifting area from paddy to maize and pulses can slow the fall of the water table only if those crops use less water, so A is taken for granted. B is tempting, but the passage suggests the opposite worry: farmers fear the alternatives will pay less reliably. C and D are not implied anywhere.',
      pa: 'ਝੋਨੇ ਹੇਠਲਾ ਰਕਬਾ ਮੱਕੀ ਅਤੇ ਦਾਲਾਂ ਵੱਲ ਲਿਜਾਣ ਨਾਲ ਪਾਣੀ ਦਾ ਡਿੱਗਣਾ ਤਾਂ ਹੀ ਘਟ ਸਕਦਾ ਹੈ ਜੇ ਇਹ ਫ਼ਸਲਾਂ ਘੱਟ ਪਾਣੀ ਲੈਣ, ਇਸ ਲਈ A ਨੂੰ ਮੰਨ ਕੇ ਚੱਲਿਆ ਗਿਆ ਹੈ। B ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ, ਪਰ ਪੈਰਾ ਉਲਟੀ ਚਿੰਤਾ ਦੱਸਦਾ ਹੈ: ਕਿਸਾਨਾਂ ਨੂੰ ਡਰ ਹੈ ਕਿ ਬਦਲਵੀਆਂ ਫ਼ਸਲਾਂ ਦੀ ਕਮਾਈ ਘੱਟ ਭਰੋਸੇਯੋਗ ਹੋਵੇਗੀ। C ਅਤੇ D ਦਾ ਕਿਤੇ ਸੰਕੇਤ ਨਹੀਂ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-026',
    topic: 'csat',
    stem: withPassage(groundwater, {
      en: "Which of the following, if true, would most strengthen the author's conclusion?",
      pa: 'ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜੀ ਗੱਲ, ਜੇ ਸੱਚ ਹੋਵੇ, ਲੇਖਕ ਦੇ ਸਿੱਟੇ ਨੂੰ ਸਭ ਤੋਂ ਵੱਧ ਮਜ਼ਬੂਤ ਕਰੇਗੀ?',
    }),
    options: [
      { en: 'Paddy yields in Punjab are among the highest in India.', pa: 'ਪੰਜਾਬ ਵਿੱਚ ਝੋਨੇ ਦਾ ਝਾੜ ਭਾਰਤ ਵਿੱਚ ਸਭ ਤੋਂ ਵੱਧ ਝਾੜਾਂ ਵਿੱਚੋਂ ਹੈ।' },
      { en: 'Many farmers have given up maize because of pest attacks.', pa: 'ਬਹੁਤ ਸਾਰੇ ਕਿਸਾਨਾਂ ਨੇ ਕੀੜਿਆਂ ਦੇ ਹਮਲੇ ਕਾਰਨ ਮੱਕੀ ਬੀਜਣੀ ਛੱਡ ਦਿੱਤੀ ਹੈ।' },
      { en: 'Tube-wells in Punjab are deeper now than twenty years ago.', pa: 'ਪੰਜਾਬ ਵਿੱਚ ਟਿਊਬਵੈੱਲ ਹੁਣ ਵੀਹ ਸਾਲ ਪਹਿਲਾਂ ਨਾਲੋਂ ਡੂੰਘੇ ਹਨ।' },
      {
        en: 'In blocks where maize was bought at an assured price, farmers moved a large share of their paddy area to maize.',
        pa: 'ਜਿਨ੍ਹਾਂ ਬਲਾਕਾਂ ਵਿੱਚ ਮੱਕੀ ਯਕੀਨੀ ਮੁੱਲ ਉੱਤੇ ਖ਼ਰੀਦੀ ਗਈ, ਉੱਥੇ ਕਿਸਾਨਾਂ ਨੇ ਝੋਨੇ ਹੇਠਲੇ ਰਕਬੇ ਦਾ ਵੱਡਾ ਹਿੱਸਾ ਮੱਕੀ ਹੇਠ ਲੈ ਆਂਦਾ।',
      },
    ],
    correct: 'D',
    explanation: {
      en: 'The author concludes that farmers will move away from paddy only when the alternatives promise a certain income. D is direct evidence for that: where the price was assured, farmers did shift. A and C concern yields and the water table, not the reason farmers choose a crop, and B offers a different reason (pests) for avoiding maize, which if anything weakens the conclusion.',
      pa: 'ਲੇਖਕ ਦਾ ਸਿੱਟਾ ਹੈ ਕਿ ਕਿਸਾਨ ਝੋਨੇ ਤੋਂ ਤਾਂ ਹੀ ਹਟਣਗੇ ਜਦੋਂ ਬਦਲਵੀਆਂ ਫ਼ਸਲਾਂ ਪੱਕੀ ਆਮਦਨ ਦਾ ਭਰੋਸਾ ਦੇਣ। D ਇਸ ਦਾ ਸਿੱਧਾ ਸਬੂਤ ਹੈ: ਜਿੱਥੇ ਮੁੱਲ ਯਕੀਨੀ ਸੀ, ਉੱਥੇ ਕਿਸਾਨਾਂ ਨੇ ਸੱਚਮੁੱਚ ਫ਼ਸਲ ਬਦਲੀ। A ਅਤੇ C ਝਾੜ ਅਤੇ ਪਾਣੀ ਦੇ ਪੱਧਰ ਬਾਰੇ ਹਨ, ਕਿਸਾਨਾਂ ਦੀ ਫ਼ਸਲ ਚੋਣ ਦੇ ਕਾਰਨ ਬਾਰੇ ਨਹੀਂ, ਅਤੇ B ਮੱਕੀ ਤੋਂ ਬਚਣ ਦਾ ਵੱਖਰਾ ਕਾਰਨ (ਕੀੜੇ) ਦੱਸਦਾ ਹੈ, ਜੋ ਸਗੋਂ ਸਿੱਟੇ ਨੂੰ ਕਮਜ਼ੋਰ ਕਰਦਾ ਹੈ।',
    },
    difficulty: 'hard',
    source: 'Institute mock',
  },
  {
    key: 'csat-027',
    topic: 'csat',
    stem: withPassage(antibiotics, {
      en: 'Which of the following is best supported by the passage?',
      pa: 'ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜੀ ਗੱਲ ਦੀ ਪੈਰੇ ਤੋਂ ਸਭ ਤੋਂ ਵੱਧ ਪੁਸ਼ਟੀ ਹੁੰਦੀ ਹੈ?',
    }),
    options: [
      { en: 'Antibiotics cure the common cold if taken early.', pa: 'ਜੇ ਛੇਤੀ ਲਈਆਂ ਜਾਣ ਤਾਂ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਆਮ ਜ਼ੁਕਾਮ ਠੀਕ ਕਰ ਦਿੰਦੀਆਂ ਹਨ।' },
      {
        en: 'Resistance develops only in patients who stop a course midway.',
        pa: 'ਪ੍ਰਤੀਰੋਧਕ ਸਮਰੱਥਾ ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਮਰੀਜ਼ਾਂ ਵਿੱਚ ਪੈਦਾ ਹੁੰਦੀ ਹੈ ਜੋ ਕੋਰਸ ਅੱਧ-ਵਿਚਾਲੇ ਛੱਡ ਦਿੰਦੇ ਹਨ।',
      },
      { en: 'Chemists alone are to blame for antibiotic resistance.', pa: 'ਐਂਟੀਬਾਇਓਟਿਕ ਪ੍ਰਤੀਰੋਧ ਲਈ ਸਿਰਫ਼ ਕੈਮਿਸਟ ਹੀ ਜ਼ਿੰਮੇਵਾਰ ਹਨ।' },
      {
        en: 'Taking an antibiotic for a cold does not cure it and adds to the risk of resistance.',
        pa: 'ਜ਼ੁਕਾਮ ਲਈ ਐਂਟੀਬਾਇਓਟਿਕ ਲੈਣ ਨਾਲ ਉਹ ਠੀਕ ਨਹੀਂ ਹੁੰਦਾ ਅਤੇ ਪ੍ਰਤੀਰੋਧ ਦਾ ਖ਼ਤਰਾ ਵਧਦਾ ਹੈ।',
      },
    ],
    correct: 'D',
    explanation: {
      en: 'The passage says antibiotics do nothing against the viruses that cause colds, and that every unnecessary course gives bacteria a chance to adapt; together these support D. A contradicts the first sentence. B is a popular belief, but the passage never says it and points to unnecessary courses instead. C ignores the patients and the regulators whom the passage also holds responsible.',
      pa: 'ਪੈਰਾ ਕਹਿੰਦਾ ਹੈ ਕਿ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਜ਼ੁਕਾਮ ਕਰਨ ਵਾਲੇ ਵਾਇਰਸਾਂ ਉੱਤੇ ਕੋਈ ਅਸਰ ਨਹੀਂ ਕਰਦੀਆਂ ਅਤੇ ਹਰ ਬੇਲੋੜਾ ਕੋਰਸ ਬੈਕਟੀਰੀਆ ਨੂੰ ਢਲਣ ਦਾ ਮੌਕਾ ਦਿੰਦਾ ਹੈ; ਇਹ ਦੋਵੇਂ ਗੱਲਾਂ ਮਿਲ ਕੇ D ਦੀ ਪੁਸ਼ਟੀ ਕਰਦੀਆਂ ਹਨ। A ਪਹਿਲੇ ਵਾਕ ਦੇ ਉਲਟ ਹੈ। B ਇੱਕ ਆਮ ਧਾਰਨਾ ਹੈ, ਪਰ ਪੈਰਾ ਇਹ ਗੱਲ ਕਹਿੰਦਾ ਹੀ ਨਹੀਂ, ਸਗੋਂ ਬੇਲੋੜੇ ਕੋਰਸਾਂ ਵੱਲ ਇਸ਼ਾਰਾ ਕਰਦਾ ਹੈ। C ਉਨ੍ਹਾਂ ਮਰੀਜ਼ਾਂ ਅਤੇ ਨਿਯਮਨ ਨੂੰ ਅਣਡਿੱਠ ਕਰਦਾ ਹੈ ਜਿਨ੍ਹਾਂ ਨੂੰ ਪੈਰਾ ਵੀ ਜ਼ਿੰਮੇਵਾਰ ਮੰਨਦਾ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-028',
    topic: 'csat',
    stem: withPassage(antibiotics, {
      en: 'According to the passage, how does resistance spread?',
      pa: 'ਪੈਰੇ ਅਨੁਸਾਰ ਪ੍ਰਤੀਰੋਧਕ ਸਮਰੱਥਾ ਕਿਵੇਂ ਫੈਲਦੀ ਹੈ?',
    }),
    options: [
      { en: 'Viruses turn into bacteria when antibiotics are used.', pa: 'ਐਂਟੀਬਾਇਓਟਿਕ ਵਰਤਣ ਨਾਲ ਵਾਇਰਸ ਬੈਕਟੀਰੀਆ ਬਣ ਜਾਂਦੇ ਹਨ।' },
      {
        en: 'The bacteria that survive a course multiply and pass on their resistance.',
        pa: 'ਕੋਰਸ ਤੋਂ ਬਾਅਦ ਬਚੇ ਬੈਕਟੀਰੀਆ ਵਧਦੇ ਹਨ ਅਤੇ ਆਪਣੀ ਪ੍ਰਤੀਰੋਧਕ ਸਮਰੱਥਾ ਅੱਗੇ ਤੋਰ ਦਿੰਦੇ ਹਨ।',
      },
      { en: 'Costly drugs make bacteria stronger.', pa: 'ਮਹਿੰਗੀਆਂ ਦਵਾਈਆਂ ਬੈਕਟੀਰੀਆ ਨੂੰ ਤਾਕਤਵਰ ਬਣਾਉਂਦੀਆਂ ਹਨ।' },
      { en: 'Patients pass resistance to one another through colds.', pa: 'ਮਰੀਜ਼ ਜ਼ੁਕਾਮ ਰਾਹੀਂ ਇੱਕ-ਦੂਜੇ ਨੂੰ ਪ੍ਰਤੀਰੋਧ ਦੇ ਦਿੰਦੇ ਹਨ।' },
    ],
    correct: 'B',
    explanation: {
      en: "The passage states that 'the few that survive multiply and pass on their resistance'. C reverses cause and effect: stronger, costlier drugs become necessary because of resistance; they are not what causes it. A and D have no basis in the passage.",
      pa: "ਪੈਰਾ ਕਹਿੰਦਾ ਹੈ ਕਿ 'ਜਿਹੜੇ ਥੋੜ੍ਹੇ ਬੈਕਟੀਰੀਆ ਬਚ ਜਾਂਦੇ ਹਨ, ਉਹ ਵਧਦੇ ਹਨ ਅਤੇ ਆਪਣੀ ਪ੍ਰਤੀਰੋਧਕ ਸਮਰੱਥਾ ਅੱਗੇ ਤੋਰ ਦਿੰਦੇ ਹਨ'। C ਕਾਰਨ ਅਤੇ ਨਤੀਜੇ ਨੂੰ ਉਲਟਾ ਦਿੰਦਾ ਹੈ: ਵੱਧ ਤਾਕਤਵਰ ਅਤੇ ਮਹਿੰਗੀਆਂ ਦਵਾਈਆਂ ਦੀ ਲੋੜ ਪ੍ਰਤੀਰੋਧ ਕਾਰਨ ਪੈਂਦੀ ਹੈ, ਉਹ ਪ੍ਰਤੀਰੋਧ ਦਾ ਕਾਰਨ ਨਹੀਂ ਹਨ। A ਅਤੇ D ਦਾ ਪੈਰੇ ਵਿੱਚ ਕੋਈ ਆਧਾਰ ਨਹੀਂ।",
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-029',
    topic: 'csat',
    stem: withPassage(antibiotics, {
      en: "The author's main purpose in the passage is to:",
      pa: 'ਇਸ ਪੈਰੇ ਵਿੱਚ ਲੇਖਕ ਦਾ ਮੁੱਖ ਮਕਸਦ ਕੀ ਹੈ?',
    }),
    options: [
      {
        en: 'show that antibiotic resistance grows out of misuse and calls for changes in behaviour and regulation, not just in medicine',
        pa: 'ਇਹ ਦਿਖਾਉਣਾ ਕਿ ਐਂਟੀਬਾਇਓਟਿਕ ਪ੍ਰਤੀਰੋਧ ਦੁਰਵਰਤੋਂ ਵਿੱਚੋਂ ਪੈਦਾ ਹੁੰਦਾ ਹੈ ਅਤੇ ਇਸ ਲਈ ਸਿਰਫ਼ ਡਾਕਟਰੀ ਹੀ ਨਹੀਂ, ਵਤੀਰੇ ਅਤੇ ਨਿਯਮਨ ਵਿੱਚ ਵੀ ਬਦਲਾਅ ਦੀ ਲੋੜ ਹੈ',
      },
      { en: 'explain the difference between bacteria and viruses', pa: 'ਬੈਕਟੀਰੀਆ ਅਤੇ ਵਾਇਰਸਾਂ ਵਿਚਲਾ ਫ਼ਰਕ ਸਮਝਾਉਣਾ' },
      { en: 'argue that antibiotics should be withdrawn from the market', pa: 'ਇਹ ਦਲੀਲ ਦੇਣਾ ਕਿ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਬਾਜ਼ਾਰ ਵਿੱਚੋਂ ਹਟਾ ਲਈਆਂ ਜਾਣ' },
      { en: 'praise doctors for prescribing stronger drugs', pa: 'ਵੱਧ ਤਾਕਤਵਰ ਦਵਾਈਆਂ ਲਿਖਣ ਲਈ ਡਾਕਟਰਾਂ ਦੀ ਤਾਰੀਫ਼ ਕਰਨਾ' },
    ],
    correct: 'A',
    explanation: {
      en: 'The passage moves from how antibiotics are misused, to how resistance develops, to the conclusion that the problem is also one of behaviour and regulation; that is its purpose. B is the tempting wrong answer: the difference between bacteria and viruses is only the opening point on which the argument is built. C is far more extreme than anything the author says, and D runs against the passage.',
      pa: 'ਪੈਰਾ ਐਂਟੀਬਾਇਓਟਿਕ ਦੀ ਦੁਰਵਰਤੋਂ ਤੋਂ ਸ਼ੁਰੂ ਹੋ ਕੇ ਪ੍ਰਤੀਰੋਧ ਪੈਦਾ ਹੋਣ ਦੀ ਪ੍ਰਕਿਰਿਆ ਤੱਕ ਜਾਂਦਾ ਹੈ ਅਤੇ ਇਸ ਸਿੱਟੇ ਉੱਤੇ ਪਹੁੰਚਦਾ ਹੈ ਕਿ ਸਮੱਸਿਆ ਵਤੀਰੇ ਅਤੇ ਨਿਯਮਨ ਦੀ ਵੀ ਹੈ; ਇਹੀ ਇਸ ਦਾ ਮਕਸਦ ਹੈ। B ਭੁਲੇਖਾ ਪਾਉਣ ਵਾਲਾ ਗ਼ਲਤ ਜਵਾਬ ਹੈ: ਬੈਕਟੀਰੀਆ ਅਤੇ ਵਾਇਰਸਾਂ ਦਾ ਫ਼ਰਕ ਸਿਰਫ਼ ਸ਼ੁਰੂਆਤੀ ਨੁਕਤਾ ਹੈ ਜਿਸ ਉੱਤੇ ਦਲੀਲ ਖੜ੍ਹੀ ਕੀਤੀ ਗਈ ਹੈ। C ਲੇਖਕ ਦੀ ਕਿਸੇ ਵੀ ਗੱਲ ਨਾਲੋਂ ਕਿਤੇ ਵੱਧ ਸਖ਼ਤ ਹੈ ਅਤੇ D ਪੈਰੇ ਦੇ ਉਲਟ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-030',
    topic: 'csat',
    stem: withPassage(antibiotics, {
      en: 'Which of the following measures would the author most likely support?',
      pa: 'ਲੇਖਕ ਹੇਠ ਲਿਖੇ ਉਪਾਵਾਂ ਵਿੱਚੋਂ ਕਿਸ ਦੀ ਸਭ ਤੋਂ ਵੱਧ ਹਮਾਇਤ ਕਰੇਗਾ?',
    }),
    options: [
      {
        en: "Allowing chemists to sell antibiotics freely to reduce doctors' workload",
        pa: 'ਡਾਕਟਰਾਂ ਦਾ ਕੰਮ ਘਟਾਉਣ ਲਈ ਕੈਮਿਸਟਾਂ ਨੂੰ ਐਂਟੀਬਾਇਓਟਿਕ ਖੁੱਲ੍ਹੇਆਮ ਵੇਚਣ ਦੀ ਇਜਾਜ਼ਤ ਦੇਣਾ',
      },
      {
        en: 'Giving every patient with a fever a course of antibiotics as a precaution',
        pa: 'ਬੁਖ਼ਾਰ ਵਾਲੇ ਹਰ ਮਰੀਜ਼ ਨੂੰ ਇਹਤਿਆਤ ਵਜੋਂ ਐਂਟੀਬਾਇਓਟਿਕ ਦਾ ਕੋਰਸ ਦੇਣਾ',
      },
      {
        en: "Enforcing the rule that antibiotics be sold only on a doctor's prescription, along with public awareness campaigns",
        pa: 'ਐਂਟੀਬਾਇਓਟਿਕ ਸਿਰਫ਼ ਡਾਕਟਰ ਦੀ ਪਰਚੀ ਉੱਤੇ ਵੇਚਣ ਦਾ ਨਿਯਮ ਲਾਗੂ ਕਰਵਾਉਣਾ ਅਤੇ ਨਾਲ ਹੀ ਲੋਕ ਜਾਗਰੂਕਤਾ ਮੁਹਿੰਮਾਂ ਚਲਾਉਣਾ',
      },
      {
        en: 'Replacing all older antibiotics with newer, costlier ones',
        pa: 'ਸਾਰੀਆਂ ਪੁਰਾਣੀਆਂ ਐਂਟੀਬਾਇਓਟਿਕ ਦਵਾਈਆਂ ਦੀ ਥਾਂ ਨਵੀਆਂ ਅਤੇ ਮਹਿੰਗੀਆਂ ਦਵਾਈਆਂ ਲਿਆਉਣਾ',
      },
    ],
    correct: 'C',
    explanation: {
      en: 'The author names two sources of the problem, public behaviour and the regulation of sales, and C addresses both. D may look like a medical fix, but the passage treats stronger, costlier drugs as a consequence of resistance, not a cure for it. A and B would increase unnecessary use, which is exactly what the passage warns against.',
      pa: 'ਲੇਖਕ ਸਮੱਸਿਆ ਦੇ ਦੋ ਸਰੋਤ ਦੱਸਦਾ ਹੈ, ਲੋਕਾਂ ਦਾ ਵਤੀਰਾ ਅਤੇ ਵਿਕਰੀ ਦਾ ਨਿਯਮਨ, ਅਤੇ C ਦੋਵਾਂ ਨੂੰ ਸੰਬੋਧਨ ਕਰਦਾ ਹੈ। D ਡਾਕਟਰੀ ਹੱਲ ਜਾਪ ਸਕਦਾ ਹੈ, ਪਰ ਪੈਰਾ ਵੱਧ ਤਾਕਤਵਰ ਅਤੇ ਮਹਿੰਗੀਆਂ ਦਵਾਈਆਂ ਨੂੰ ਪ੍ਰਤੀਰੋਧ ਦਾ ਨਤੀਜਾ ਮੰਨਦਾ ਹੈ, ਇਲਾਜ ਨਹੀਂ। A ਅਤੇ B ਬੇਲੋੜੀ ਵਰਤੋਂ ਵਧਾਉਣਗੇ, ਜਿਸ ਤੋਂ ਪੈਰਾ ਖ਼ਬਰਦਾਰ ਕਰਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-031',
    topic: 'csat',
    stem: withPassage(motherTongue, {
      en: 'Which of the following best expresses the central idea of the passage?',
      pa: 'ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜਾ ਕਥਨ ਪੈਰੇ ਦੇ ਕੇਂਦਰੀ ਵਿਚਾਰ ਨੂੰ ਸਭ ਤੋਂ ਵਧੀਆ ਢੰਗ ਨਾਲ ਪ੍ਰਗਟ ਕਰਦਾ ਹੈ?',
    }),
    options: [
      { en: 'Children should learn only their mother tongue at school.', pa: 'ਬੱਚਿਆਂ ਨੂੰ ਸਕੂਲ ਵਿੱਚ ਸਿਰਫ਼ ਆਪਣੀ ਮਾਂ-ਬੋਲੀ ਹੀ ਸਿੱਖਣੀ ਚਾਹੀਦੀ ਹੈ।' },
      {
        en: 'Teaching young children first in their home language helps them learn, though it is demanding to put into practice.',
        pa: 'ਛੋਟੇ ਬੱਚਿਆਂ ਨੂੰ ਪਹਿਲਾਂ ਘਰ ਦੀ ਭਾਸ਼ਾ ਵਿੱਚ ਪੜ੍ਹਾਉਣ ਨਾਲ ਉਨ੍ਹਾਂ ਦੀ ਸਿੱਖਿਆ ਵਿੱਚ ਮਦਦ ਮਿਲਦੀ ਹੈ, ਭਾਵੇਂ ਇਸ ਨੂੰ ਅਮਲ ਵਿੱਚ ਲਿਆਉਣਾ ਔਖਾ ਹੈ।',
      },
      { en: 'Learning several languages early confuses children.', pa: 'ਛੋਟੀ ਉਮਰ ਵਿੱਚ ਕਈ ਭਾਸ਼ਾਵਾਂ ਸਿੱਖਣ ਨਾਲ ਬੱਚੇ ਉਲਝ ਜਾਂਦੇ ਹਨ।' },
      { en: 'Textbooks are the main reason why children fail to learn.', pa: 'ਬੱਚਿਆਂ ਦੇ ਨਾ ਸਿੱਖ ਸਕਣ ਦਾ ਮੁੱਖ ਕਾਰਨ ਪਾਠ-ਪੁਸਤਕਾਂ ਹਨ।' },
    ],
    correct: 'B',
    explanation: {
      en: 'B captures both halves of the passage: the benefit of beginning in the home language and the practical difficulty. A is the tempting misreading, but the passage says plainly that other languages should not be neglected. C contradicts its claim that a mother-tongue foundation makes other languages easier, and D is not argued at all.',
      pa: 'B ਪੈਰੇ ਦੇ ਦੋਵੇਂ ਹਿੱਸੇ ਸਮੇਟਦਾ ਹੈ: ਘਰ ਦੀ ਭਾਸ਼ਾ ਤੋਂ ਸ਼ੁਰੂਆਤ ਦਾ ਲਾਭ ਅਤੇ ਅਮਲੀ ਮੁਸ਼ਕਲ। A ਗ਼ਲਤ ਪੜ੍ਹਤ ਹੈ ਜੋ ਭੁਲੇਖਾ ਪਾਉਂਦੀ ਹੈ, ਪਰ ਪੈਰਾ ਸਾਫ਼ ਕਹਿੰਦਾ ਹੈ ਕਿ ਹੋਰ ਭਾਸ਼ਾਵਾਂ ਨੂੰ ਅਣਗੌਲਿਆ ਨਾ ਕੀਤਾ ਜਾਵੇ। C ਇਸ ਦਾਅਵੇ ਦੇ ਉਲਟ ਹੈ ਕਿ ਮਾਂ-ਬੋਲੀ ਦੀ ਨੀਂਹ ਹੋਰ ਭਾਸ਼ਾਵਾਂ ਸੌਖੀਆਂ ਕਰਦੀ ਹੈ, ਅਤੇ D ਬਾਰੇ ਕੋਈ ਦਲੀਲ ਹੀ ਨਹੀਂ ਦਿੱਤੀ ਗਈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-032',
    topic: 'csat',
    stem: withPassage(motherTongue, {
      en: 'What does the passage suggest about learning a second language such as English or Hindi?',
      pa: 'ਅੰਗਰੇਜ਼ੀ ਜਾਂ ਹਿੰਦੀ ਵਰਗੀ ਦੂਜੀ ਭਾਸ਼ਾ ਸਿੱਖਣ ਬਾਰੇ ਪੈਰਾ ਕੀ ਸੰਕੇਤ ਦਿੰਦਾ ਹੈ?',
    }),
    options: [
      { en: 'It should wait until the end of school.', pa: 'ਇਸ ਨੂੰ ਸਕੂਲ ਦੇ ਅੰਤ ਤੱਕ ਟਾਲ ਦੇਣਾ ਚਾਹੀਦਾ ਹੈ।' },
      {
        en: 'It becomes harder once a child has been taught in the mother tongue.',
        pa: 'ਬੱਚੇ ਨੂੰ ਮਾਂ-ਬੋਲੀ ਵਿੱਚ ਪੜ੍ਹਾਉਣ ਤੋਂ ਬਾਅਦ ਇਹ ਔਖੀ ਹੋ ਜਾਂਦੀ ਹੈ।',
      },
      {
        en: 'It is easier for a child who has a strong foundation in the mother tongue.',
        pa: 'ਜਿਸ ਬੱਚੇ ਦੀ ਮਾਂ-ਬੋਲੀ ਦੀ ਨੀਂਹ ਮਜ਼ਬੂਤ ਹੋਵੇ, ਉਸ ਲਈ ਇਹ ਸੌਖੀ ਹੁੰਦੀ ਹੈ।',
      },
      { en: 'It is unnecessary for children in villages.', pa: 'ਪਿੰਡਾਂ ਦੇ ਬੱਚਿਆਂ ਲਈ ਇਸ ਦੀ ਲੋੜ ਨਹੀਂ।' },
    ],
    correct: 'C',
    explanation: {
      en: "The passage cites studies showing that a strong mother-tongue foundation makes a second and third language 'easier, not harder'. B states exactly the fear that the passage sets out to reject. A stretches the word 'later' into 'at the end of school', and D is not mentioned.",
      pa: "ਪੈਰਾ ਅਧਿਐਨਾਂ ਦਾ ਹਵਾਲਾ ਦਿੰਦਾ ਹੈ ਕਿ ਮਾਂ-ਬੋਲੀ ਦੀ ਮਜ਼ਬੂਤ ਨੀਂਹ ਨਾਲ ਦੂਜੀ ਅਤੇ ਤੀਜੀ ਭਾਸ਼ਾ ਸਿੱਖਣੀ 'ਔਖੀ ਨਹੀਂ, ਸਗੋਂ ਸੌਖੀ' ਹੋ ਜਾਂਦੀ ਹੈ। B ਬਿਲਕੁਲ ਉਹੀ ਡਰ ਹੈ ਜਿਸ ਨੂੰ ਪੈਰਾ ਰੱਦ ਕਰਦਾ ਹੈ। A 'ਬਾਅਦ ਵਿੱਚ' ਸ਼ਬਦ ਨੂੰ ਖਿੱਚ ਕੇ 'ਸਕੂਲ ਦੇ ਅੰਤ ਤੱਕ' ਬਣਾ ਦਿੰਦਾ ਹੈ ਅਤੇ D ਦਾ ਜ਼ਿਕਰ ਹੀ ਨਹੀਂ।",
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-033',
    topic: 'csat',
    stem: withPassage(motherTongue, {
      en: 'According to the passage, why does a child taught in a familiar language learn better?',
      pa: 'ਪੈਰੇ ਅਨੁਸਾਰ ਜਾਣੀ-ਪਛਾਣੀ ਭਾਸ਼ਾ ਵਿੱਚ ਪੜ੍ਹਾਈ ਗਈ ਬੱਚੀ ਬਿਹਤਰ ਕਿਉਂ ਸਿੱਖਦੀ ਹੈ?',
    }),
    options: [
      {
        en: 'She can spend her effort on the idea being taught rather than on working out the language.',
        pa: 'ਉਹ ਭਾਸ਼ਾ ਦੇ ਅਰਥ ਕੱਢਣ ਦੀ ਥਾਂ ਆਪਣੀ ਮਿਹਨਤ ਪੜ੍ਹਾਏ ਜਾ ਰਹੇ ਵਿਚਾਰ ਉੱਤੇ ਲਾ ਸਕਦੀ ਹੈ।',
      },
      { en: 'Her teachers are better trained.', pa: 'ਉਸ ਦੇ ਅਧਿਆਪਕ ਵੱਧ ਸਿੱਖਿਅਤ ਹੁੰਦੇ ਹਨ।' },
      { en: 'Examinations in her language are easier.', pa: 'ਉਸ ਦੀ ਭਾਸ਼ਾ ਵਿੱਚ ਪ੍ਰੀਖਿਆਵਾਂ ਸੌਖੀਆਂ ਹੁੰਦੀਆਂ ਹਨ।' },
      { en: 'She needs fewer textbooks.', pa: 'ਉਸ ਨੂੰ ਘੱਟ ਪਾਠ-ਪੁਸਤਕਾਂ ਦੀ ਲੋੜ ਪੈਂਦੀ ਹੈ।' },
    ],
    correct: 'A',
    explanation: {
      en: 'The second sentence gives the reason: a child who understands the words can spend her effort on the idea instead of on working out an unfamiliar language. Teachers, textbooks and examinations appear in the passage only as practical difficulties, so B, C and D borrow its words but not its reasoning.',
      pa: 'ਦੂਜਾ ਵਾਕ ਕਾਰਨ ਦੱਸਦਾ ਹੈ: ਜਿਹੜੀ ਬੱਚੀ ਸ਼ਬਦ ਸਮਝਦੀ ਹੈ, ਉਹ ਓਪਰੀ ਭਾਸ਼ਾ ਦੇ ਅਰਥ ਕੱਢਣ ਦੀ ਥਾਂ ਆਪਣੀ ਮਿਹਨਤ ਵਿਚਾਰ ਸਮਝਣ ਉੱਤੇ ਲਾ ਸਕਦੀ ਹੈ। ਅਧਿਆਪਕਾਂ, ਪਾਠ-ਪੁਸਤਕਾਂ ਅਤੇ ਪ੍ਰੀਖਿਆਵਾਂ ਦਾ ਜ਼ਿਕਰ ਪੈਰੇ ਵਿੱਚ ਸਿਰਫ਼ ਅਮਲੀ ਮੁਸ਼ਕਲਾਂ ਵਜੋਂ ਆਉਂਦਾ ਹੈ, ਇਸ ਲਈ B, C ਅਤੇ D ਪੈਰੇ ਦੇ ਸ਼ਬਦ ਤਾਂ ਲੈਂਦੇ ਹਨ ਪਰ ਉਸ ਦੀ ਦਲੀਲ ਨਹੀਂ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-034',
    topic: 'csat',
    stem: withPassage(motherTongue, {
      en: 'What does the author present as the main obstacle to teaching in the mother tongue?',
      pa: 'ਲੇਖਕ ਮਾਂ-ਬੋਲੀ ਵਿੱਚ ਪੜ੍ਹਾਉਣ ਦੇ ਰਾਹ ਵਿੱਚ ਮੁੱਖ ਰੁਕਾਵਟ ਕਿਸ ਨੂੰ ਦੱਸਦਾ ਹੈ?',
    }),
    options: [
      { en: "Parents' preference for English", pa: 'ਮਾਪਿਆਂ ਦਾ ਅੰਗਰੇਜ਼ੀ ਵੱਲ ਝੁਕਾਅ' },
      { en: 'A lack of research in its favour', pa: 'ਇਸ ਦੇ ਹੱਕ ਵਿੱਚ ਖੋਜ ਦੀ ਘਾਟ' },
      { en: "Children's inability to learn more than one language", pa: 'ਬੱਚਿਆਂ ਦਾ ਇੱਕ ਤੋਂ ਵੱਧ ਭਾਸ਼ਾ ਸਿੱਖਣ ਦੇ ਯੋਗ ਨਾ ਹੋਣਾ' },
      {
        en: 'The need to provide teachers, textbooks and examinations in many languages',
        pa: 'ਕਈ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਅਧਿਆਪਕ, ਪਾਠ-ਪੁਸਤਕਾਂ ਅਤੇ ਪ੍ਰੀਖਿਆਵਾਂ ਮੁਹੱਈਆ ਕਰਵਾਉਣ ਦੀ ਲੋੜ',
      },
    ],
    correct: 'D',
    explanation: {
      en: 'The last sentence says that the difficulty lies in practice, because teachers, textbooks and examinations must be available in many languages. A is a real debate, which is why it tempts, but the passage never mentions it. B contradicts the passage, which cites studies in support, and C contradicts its point about learning further languages.',
      pa: 'ਆਖ਼ਰੀ ਵਾਕ ਕਹਿੰਦਾ ਹੈ ਕਿ ਮੁਸ਼ਕਲ ਅਮਲ ਵਿੱਚ ਹੈ, ਕਿਉਂਕਿ ਅਧਿਆਪਕ, ਪਾਠ-ਪੁਸਤਕਾਂ ਅਤੇ ਪ੍ਰੀਖਿਆਵਾਂ ਕਈ ਭਾਸ਼ਾਵਾਂ ਵਿੱਚ ਉਪਲਬਧ ਕਰਵਾਉਣੀਆਂ ਪੈਂਦੀਆਂ ਹਨ। A ਅਸਲ ਜ਼ਿੰਦਗੀ ਦੀ ਬਹਿਸ ਹੈ, ਇਸੇ ਕਰਕੇ ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ, ਪਰ ਪੈਰੇ ਵਿੱਚ ਇਸ ਦਾ ਜ਼ਿਕਰ ਨਹੀਂ। B ਪੈਰੇ ਦੇ ਉਲਟ ਹੈ, ਜੋ ਹੱਕ ਵਿੱਚ ਅਧਿਐਨਾਂ ਦਾ ਹਵਾਲਾ ਦਿੰਦਾ ਹੈ, ਅਤੇ C ਹੋਰ ਭਾਸ਼ਾਵਾਂ ਸਿੱਖਣ ਬਾਰੇ ਉਸ ਦੀ ਗੱਲ ਦੇ ਉਲਟ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-035',
    topic: 'csat',
    stem: withPassage(wideRoads, {
      en: 'According to the passage, why does widening roads fail to reduce congestion in the long run?',
      pa: 'ਪੈਰੇ ਅਨੁਸਾਰ ਸੜਕਾਂ ਚੌੜੀਆਂ ਕਰਨ ਨਾਲ ਲੰਮੇ ਸਮੇਂ ਵਿੱਚ ਭੀੜ ਕਿਉਂ ਨਹੀਂ ਘਟਦੀ?',
    }),
    options: [
      { en: 'Wider roads cost more to maintain.', pa: 'ਚੌੜੀਆਂ ਸੜਕਾਂ ਦੀ ਸਾਂਭ-ਸੰਭਾਲ ਮਹਿੰਗੀ ਪੈਂਦੀ ਹੈ।' },
      {
        en: 'Faster journeys draw more people into driving until the roads fill up again.',
        pa: 'ਤੇਜ਼ ਸਫ਼ਰ ਹੋਰ ਲੋਕਾਂ ਨੂੰ ਗੱਡੀ ਚਲਾਉਣ ਵੱਲ ਖਿੱਚਦਾ ਹੈ, ਜਦੋਂ ਤੱਕ ਸੜਕਾਂ ਮੁੜ ਭਰ ਨਹੀਂ ਜਾਂਦੀਆਂ।',
      },
      { en: 'Buses cannot use wider roads.', pa: 'ਬੱਸਾਂ ਚੌੜੀਆਂ ਸੜਕਾਂ ਨਹੀਂ ਵਰਤ ਸਕਦੀਆਂ।' },
      { en: 'Road widening always takes too long to finish.', pa: 'ਸੜਕਾਂ ਚੌੜੀਆਂ ਕਰਨ ਦਾ ਕੰਮ ਹਮੇਸ਼ਾ ਬਹੁਤ ਲੰਮਾ ਖਿੱਚਦਾ ਹੈ।' },
    ],
    correct: 'B',
    explanation: {
      en: 'The passage explains that quicker journeys make driving more attractive, so bus users switch to cars and extra trips are made until the roads are as crowded as before. Cost of maintenance (A) and construction time (D) are never discussed, and C has no basis in the passage.',
      pa: 'ਪੈਰਾ ਸਮਝਾਉਂਦਾ ਹੈ ਕਿ ਛੇਤੀ ਮੁੱਕਦਾ ਸਫ਼ਰ ਗੱਡੀ ਚਲਾਉਣ ਨੂੰ ਵੱਧ ਖਿੱਚ ਵਾਲਾ ਬਣਾ ਦਿੰਦਾ ਹੈ, ਇਸ ਲਈ ਬੱਸ ਵਾਲੇ ਗੱਡੀਆਂ ਵੱਲ ਮੁੜਦੇ ਹਨ ਅਤੇ ਵਾਧੂ ਸਫ਼ਰ ਹੋਣ ਲੱਗਦੇ ਹਨ, ਜਦੋਂ ਤੱਕ ਸੜਕਾਂ ਉੱਤੇ ਪਹਿਲਾਂ ਜਿੰਨੀ ਭੀੜ ਨਹੀਂ ਹੋ ਜਾਂਦੀ। ਸਾਂਭ-ਸੰਭਾਲ ਦਾ ਖ਼ਰਚ (A) ਅਤੇ ਉਸਾਰੀ ਦਾ ਸਮਾਂ (D) ਪੈਰੇ ਵਿੱਚ ਵਿਚਾਰੇ ਹੀ ਨਹੀਂ ਗਏ, ਅਤੇ C ਦਾ ਕੋਈ ਆਧਾਰ ਨਹੀਂ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-036',
    topic: 'csat',
    stem: withPassage(wideRoads, {
      en: "As used in the passage, 'induced demand' refers to:",
      pa: "ਪੈਰੇ ਵਿੱਚ ਵਰਤਿਆ ਸ਼ਬਦ 'ਪ੍ਰੇਰਿਤ ਮੰਗ' (induced demand) ਕਿਸ ਵੱਲ ਇਸ਼ਾਰਾ ਕਰਦਾ ਹੈ?",
    }),
    options: [
      { en: 'the extra traffic generated by the added road capacity itself', pa: 'ਸੜਕ ਦੀ ਵਧਾਈ ਗਈ ਸਮਰੱਥਾ ਕਾਰਨ ਹੀ ਪੈਦਾ ਹੋਈ ਵਾਧੂ ਆਵਾਜਾਈ' },
      { en: 'the demand for new vehicles created by advertising', pa: 'ਇਸ਼ਤਿਹਾਰਾਂ ਕਾਰਨ ਨਵੀਆਂ ਗੱਡੀਆਂ ਦੀ ਵਧੀ ਮੰਗ' },
      { en: 'the fall in bus fares when roads are widened', pa: 'ਸੜਕਾਂ ਚੌੜੀਆਂ ਹੋਣ ਉੱਤੇ ਬੱਸ ਕਿਰਾਏ ਵਿੱਚ ਕਮੀ' },
      { en: 'the traffic that used the road before it was widened', pa: 'ਉਹ ਆਵਾਜਾਈ ਜੋ ਸੜਕ ਚੌੜੀ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਉਸ ਉੱਤੇ ਚੱਲਦੀ ਸੀ' },
    ],
    correct: 'A',
    explanation: {
      en: "The term names the process just described: the new capacity itself draws in new driving, from people who switch from the bus and from trips that were once put off. D is the traffic that already existed, the very opposite of 'induced'. B and C are not discussed in the passage.",
      pa: "ਇਹ ਸ਼ਬਦ ਉਸੇ ਪ੍ਰਕਿਰਿਆ ਦਾ ਨਾਂ ਹੈ ਜੋ ਹੁਣੇ ਦੱਸੀ ਗਈ: ਨਵੀਂ ਸਮਰੱਥਾ ਆਪ ਹੀ ਨਵੀਂ ਆਵਾਜਾਈ ਖਿੱਚ ਲਿਆਉਂਦੀ ਹੈ, ਬੱਸ ਛੱਡ ਕੇ ਗੱਡੀ ਲੈਣ ਵਾਲਿਆਂ ਤੋਂ ਅਤੇ ਪਹਿਲਾਂ ਟਾਲੇ ਜਾਂਦੇ ਸਫ਼ਰਾਂ ਤੋਂ। D ਉਹ ਆਵਾਜਾਈ ਹੈ ਜੋ ਪਹਿਲਾਂ ਹੀ ਮੌਜੂਦ ਸੀ, ਜੋ 'ਪ੍ਰੇਰਿਤ' ਦੇ ਬਿਲਕੁਲ ਉਲਟ ਹੈ। B ਅਤੇ C ਪੈਰੇ ਵਿੱਚ ਵਿਚਾਰੇ ਹੀ ਨਹੀਂ ਗਏ।",
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-037',
    topic: 'csat',
    stem: withPassage(wideRoads, {
      en: 'Which of the following proposals for a congested city is the author most likely to support?',
      pa: 'ਭੀੜ ਵਾਲੇ ਸ਼ਹਿਰ ਲਈ ਹੇਠ ਲਿਖੇ ਸੁਝਾਵਾਂ ਵਿੱਚੋਂ ਲੇਖਕ ਕਿਸ ਦੀ ਸਭ ਤੋਂ ਵੱਧ ਹਮਾਇਤ ਕਰੇਗਾ?',
    }),
    options: [
      { en: 'Building a second flyover on the busiest road', pa: 'ਸਭ ਤੋਂ ਭੀੜ ਵਾਲੀ ਸੜਕ ਉੱਤੇ ਦੂਜਾ ਫਲਾਈਓਵਰ ਬਣਾਉਣਾ' },
      { en: 'Removing parking fees in the city centre to help shoppers', pa: 'ਖ਼ਰੀਦਦਾਰਾਂ ਦੀ ਸਹੂਲਤ ਲਈ ਸ਼ਹਿਰ ਦੇ ਕੇਂਦਰ ਵਿੱਚ ਪਾਰਕਿੰਗ ਫ਼ੀਸ ਖ਼ਤਮ ਕਰਨਾ' },
      {
        en: 'Dedicated bus lanes with frequent services and safe footpaths to the bus stops',
        pa: 'ਵੱਖਰੀਆਂ ਬੱਸ ਲੇਨਾਂ, ਜਿਨ੍ਹਾਂ ਉੱਤੇ ਬੱਸਾਂ ਛੇਤੀ-ਛੇਤੀ ਚੱਲਣ, ਅਤੇ ਬੱਸ ਅੱਡਿਆਂ ਤੱਕ ਸੁਰੱਖਿਅਤ ਫੁੱਟਪਾਥ',
      },
      { en: 'Turning cycle tracks into extra car lanes', pa: 'ਸਾਈਕਲ ਟਰੈਕਾਂ ਨੂੰ ਕਾਰਾਂ ਲਈ ਵਾਧੂ ਲੇਨਾਂ ਵਿੱਚ ਬਦਲਣਾ' },
    ],
    correct: 'C',
    explanation: {
      en: 'The author credits lasting success to quick, reliable alternatives and to charging for road space, and C makes buses and walking quicker and more reliable. A is tempting because a flyover looks like a congestion fix, but it is road widening by another name and would draw more driving. B and D work against the two measures the author recommends.',
      pa: 'ਲੇਖਕ ਲੰਮੇ ਸਮੇਂ ਦੀ ਕਾਮਯਾਬੀ ਦਾ ਸਿਹਰਾ ਤੇਜ਼ ਅਤੇ ਭਰੋਸੇਯੋਗ ਬਦਲਵੇਂ ਸਾਧਨਾਂ ਅਤੇ ਸੜਕ ਦੀ ਥਾਂ ਦੀ ਕੀਮਤ ਵਸੂਲਣ ਨੂੰ ਦਿੰਦਾ ਹੈ, ਅਤੇ C ਬੱਸਾਂ ਅਤੇ ਪੈਦਲ ਚੱਲਣ ਨੂੰ ਤੇਜ਼ ਅਤੇ ਭਰੋਸੇਯੋਗ ਬਣਾਉਂਦਾ ਹੈ। A ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ ਕਿਉਂਕਿ ਫਲਾਈਓਵਰ ਭੀੜ ਦਾ ਹੱਲ ਜਾਪਦਾ ਹੈ, ਪਰ ਇਹ ਦੂਜੇ ਨਾਂ ਹੇਠ ਸੜਕ ਚੌੜੀ ਕਰਨਾ ਹੀ ਹੈ ਅਤੇ ਹੋਰ ਗੱਡੀਆਂ ਖਿੱਚੇਗਾ। B ਅਤੇ D ਲੇਖਕ ਦੇ ਸੁਝਾਏ ਦੋਵਾਂ ਉਪਾਵਾਂ ਦੇ ਉਲਟ ਜਾਂਦੇ ਹਨ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-038',
    topic: 'csat',
    stem: withPassage(wideRoads, {
      en: 'The argument of the passage assumes that:',
      pa: 'ਪੈਰੇ ਦੀ ਦਲੀਲ ਕਿਸ ਧਾਰਨਾ ਉੱਤੇ ਟਿਕੀ ਹੋਈ ਹੈ?',
    }),
    options: [
      {
        en: 'people choose how to travel partly on the basis of how quick and convenient each option is',
        pa: 'ਲੋਕ ਸਫ਼ਰ ਦਾ ਸਾਧਨ ਕੁਝ ਹੱਦ ਤੱਕ ਇਸ ਆਧਾਰ ਉੱਤੇ ਚੁਣਦੇ ਹਨ ਕਿ ਹਰ ਸਾਧਨ ਕਿੰਨਾ ਤੇਜ਼ ਅਤੇ ਸੁਖਾਲਾ ਹੈ',
      },
      { en: 'every resident of the city owns a car', pa: 'ਸ਼ਹਿਰ ਦੇ ਹਰ ਵਸਨੀਕ ਕੋਲ ਕਾਰ ਹੈ' },
      { en: 'metro lines are cheaper to build than roads', pa: 'ਮੈਟਰੋ ਲਾਈਨਾਂ ਬਣਾਉਣਾ ਸੜਕਾਂ ਨਾਲੋਂ ਸਸਤਾ ਹੈ' },
      { en: 'congestion cannot be reduced by any means', pa: 'ਭੀੜ ਕਿਸੇ ਵੀ ਤਰੀਕੇ ਨਾਲ ਘਟਾਈ ਨਹੀਂ ਜਾ ਸਕਦੀ' },
    ],
    correct: 'A',
    explanation: {
      en: 'Both halves of the argument (faster roads attract more drivers; quick, reliable buses draw people away from cars) work only if travellers respond to time and convenience, so A is assumed. B is contradicted by the mention of bus users, C is about construction costs, which the passage never discusses, and D is contradicted by the last sentence.',
      pa: 'ਦਲੀਲ ਦੇ ਦੋਵੇਂ ਹਿੱਸੇ (ਤੇਜ਼ ਸੜਕਾਂ ਵੱਧ ਗੱਡੀਆਂ ਖਿੱਚਦੀਆਂ ਹਨ; ਤੇਜ਼ ਅਤੇ ਭਰੋਸੇਯੋਗ ਬੱਸਾਂ ਲੋਕਾਂ ਨੂੰ ਕਾਰਾਂ ਤੋਂ ਹਟਾਉਂਦੀਆਂ ਹਨ) ਤਾਂ ਹੀ ਚੱਲਦੇ ਹਨ ਜੇ ਮੁਸਾਫ਼ਰ ਸਮੇਂ ਅਤੇ ਸਹੂਲਤ ਨੂੰ ਦੇਖ ਕੇ ਫ਼ੈਸਲਾ ਕਰਨ, ਇਸ ਲਈ A ਮੰਨ ਕੇ ਚੱਲਿਆ ਗਿਆ ਹੈ। ਬੱਸ ਵਿੱਚ ਜਾਣ ਵਾਲਿਆਂ ਦਾ ਜ਼ਿਕਰ B ਨੂੰ ਰੱਦ ਕਰਦਾ ਹੈ, C ਉਸਾਰੀ ਦੇ ਖ਼ਰਚ ਬਾਰੇ ਹੈ ਜਿਸ ਦੀ ਪੈਰੇ ਵਿੱਚ ਗੱਲ ਹੀ ਨਹੀਂ, ਅਤੇ ਆਖ਼ਰੀ ਵਾਕ D ਨੂੰ ਰੱਦ ਕਰਦਾ ਹੈ।',
    },
    difficulty: 'hard',
    source: 'Institute mock',
  },
  {
    key: 'csat-039',
    topic: 'csat',
    stem: withPassage(openOffice, {
      en: 'Which of the following best expresses the central idea of the passage?',
      pa: 'ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜਾ ਕਥਨ ਪੈਰੇ ਦੇ ਕੇਂਦਰੀ ਵਿਚਾਰ ਨੂੰ ਸਭ ਤੋਂ ਵਧੀਆ ਢੰਗ ਨਾਲ ਪ੍ਰਗਟ ਕਰਦਾ ਹੈ?',
    }),
    options: [
      { en: 'Prompt replies are the best measure of a good office.', pa: 'ਫ਼ੌਰਨ ਜਵਾਬ ਦੇਣਾ ਹੀ ਚੰਗੇ ਦਫ਼ਤਰ ਦਾ ਸਭ ਤੋਂ ਵਧੀਆ ਪੈਮਾਨਾ ਹੈ।' },
      { en: 'The RTI Act has solved the problem of public trust.', pa: 'ਆਰ.ਟੀ.ਆਈ. ਐਕਟ ਨੇ ਲੋਕਾਂ ਦੇ ਭਰੋਸੇ ਦੀ ਸਮੱਸਿਆ ਹੱਲ ਕਰ ਦਿੱਤੀ ਹੈ।' },
      { en: 'Citizens should file more RTI applications.', pa: 'ਨਾਗਰਿਕਾਂ ਨੂੰ ਵੱਧ ਆਰ.ਟੀ.ਆਈ. ਅਰਜ਼ੀਆਂ ਪਾਉਣੀਆਂ ਚਾਹੀਦੀਆਂ ਹਨ।' },
      {
        en: "Public trust depends on openness about how decisions are made, which needs officials' everyday practice as well as the law.",
        pa: 'ਲੋਕਾਂ ਦਾ ਭਰੋਸਾ ਇਸ ਗੱਲ ਦੀ ਪਾਰਦਰਸ਼ਤਾ ਉੱਤੇ ਟਿਕਿਆ ਹੈ ਕਿ ਫ਼ੈਸਲੇ ਕਿਵੇਂ ਲਏ ਜਾਂਦੇ ਹਨ, ਅਤੇ ਇਸ ਲਈ ਕਾਨੂੰਨ ਦੇ ਨਾਲ-ਨਾਲ ਅਧਿਕਾਰੀਆਂ ਦੇ ਰੋਜ਼ਾਨਾ ਅਮਲ ਦੀ ਵੀ ਲੋੜ ਹੈ।',
      },
    ],
    correct: 'D',
    explanation: {
      en: "The passage argues that trust comes from seeing how decisions are reached, that the RTI Act made this possible, and that officials' habits decide how well it works; D puts these together. B is the tempting wrong answer, but the author says the law 'can only open the door'. A is what the first sentence rejects, and C is never recommended.",
      pa: "ਪੈਰਾ ਦਲੀਲ ਦਿੰਦਾ ਹੈ ਕਿ ਭਰੋਸਾ ਇਹ ਦੇਖਣ ਨਾਲ ਬਣਦਾ ਹੈ ਕਿ ਫ਼ੈਸਲੇ ਕਿਵੇਂ ਲਏ ਗਏ, ਕਿ ਆਰ.ਟੀ.ਆਈ. ਐਕਟ ਨੇ ਇਹ ਸੰਭਵ ਬਣਾਇਆ, ਅਤੇ ਕਿ ਅਧਿਕਾਰੀਆਂ ਦੀਆਂ ਆਦਤਾਂ ਤੈਅ ਕਰਦੀਆਂ ਹਨ ਕਿ ਇਹ ਕਿੰਨਾ ਕਾਰਗਰ ਹੋਵੇ; D ਇਨ੍ਹਾਂ ਸਭ ਨੂੰ ਜੋੜਦਾ ਹੈ। B ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ, ਪਰ ਲੇਖਕ ਕਹਿੰਦਾ ਹੈ ਕਿ ਕਾਨੂੰਨ 'ਸਿਰਫ਼ ਦਰਵਾਜ਼ਾ ਖੋਲ੍ਹ ਸਕਦਾ ਹੈ'। A ਨੂੰ ਪਹਿਲਾ ਵਾਕ ਹੀ ਰੱਦ ਕਰਦਾ ਹੈ ਅਤੇ C ਦੀ ਕਿਤੇ ਸਿਫ਼ਾਰਸ਼ ਨਹੀਂ ਕੀਤੀ ਗਈ।",
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-040',
    topic: 'csat',
    stem: withPassage(openOffice, {
      en: "What does the author mean by saying that 'a law can only open the door'?",
      pa: "ਲੇਖਕ ਦੇ ਇਹ ਕਹਿਣ ਦਾ ਕੀ ਅਰਥ ਹੈ ਕਿ 'ਕਾਨੂੰਨ ਸਿਰਫ਼ ਦਰਵਾਜ਼ਾ ਖੋਲ੍ਹ ਸਕਦਾ ਹੈ'?",
    }),
    options: [
      { en: 'The RTI Act is of no use to citizens.', pa: 'ਆਰ.ਟੀ.ਆਈ. ਐਕਟ ਨਾਗਰਿਕਾਂ ਦੇ ਕਿਸੇ ਕੰਮ ਦਾ ਨਹੀਂ।' },
      {
        en: 'A law makes access to information possible, but how useful it proves depends on how officials work.',
        pa: 'ਕਾਨੂੰਨ ਜਾਣਕਾਰੀ ਤੱਕ ਪਹੁੰਚ ਸੰਭਵ ਬਣਾਉਂਦਾ ਹੈ, ਪਰ ਉਹ ਕਿੰਨਾ ਲਾਹੇਵੰਦ ਸਾਬਤ ਹੁੰਦਾ ਹੈ, ਇਹ ਅਧਿਕਾਰੀਆਂ ਦੇ ਕੰਮ ਕਰਨ ਦੇ ਢੰਗ ਉੱਤੇ ਨਿਰਭਰ ਹੈ।',
      },
      { en: 'Government offices should keep their doors open to visitors.', pa: 'ਸਰਕਾਰੀ ਦਫ਼ਤਰਾਂ ਨੂੰ ਆਉਣ ਵਾਲਿਆਂ ਲਈ ਆਪਣੇ ਦਰਵਾਜ਼ੇ ਖੁੱਲ੍ਹੇ ਰੱਖਣੇ ਚਾਹੀਦੇ ਹਨ।' },
      { en: 'Only lawyers can make use of the RTI Act.', pa: 'ਸਿਰਫ਼ ਵਕੀਲ ਹੀ ਆਰ.ਟੀ.ਆਈ. ਐਕਟ ਵਰਤ ਸਕਦੇ ਹਨ।' },
    ],
    correct: 'B',
    explanation: {
      en: "The metaphor is explained by the next sentence: officials who record their reasons make the door 'far easier to walk through'. So the law creates the possibility and practice decides its value. A overstates the point (the author calls the Act a legal means, not a useless one), C reads the metaphor literally, and D is not suggested.",
      pa: "ਅਗਲਾ ਵਾਕ ਇਸ ਰੂਪਕ ਨੂੰ ਸਮਝਾਉਂਦਾ ਹੈ: ਕਾਰਨ ਦਰਜ ਕਰਨ ਵਾਲੇ ਅਧਿਕਾਰੀ ਦਰਵਾਜ਼ੇ ਵਿੱਚੋਂ ਲੰਘਣਾ 'ਕਿਤੇ ਸੌਖਾ' ਬਣਾ ਦਿੰਦੇ ਹਨ। ਭਾਵ ਕਾਨੂੰਨ ਸੰਭਾਵਨਾ ਪੈਦਾ ਕਰਦਾ ਹੈ ਅਤੇ ਅਮਲ ਉਸ ਦੀ ਕੀਮਤ ਤੈਅ ਕਰਦਾ ਹੈ। A ਗੱਲ ਨੂੰ ਵਧਾ-ਚੜ੍ਹਾ ਕੇ ਕਹਿੰਦਾ ਹੈ (ਲੇਖਕ ਐਕਟ ਨੂੰ ਕਾਨੂੰਨੀ ਸਾਧਨ ਕਹਿੰਦਾ ਹੈ, ਬੇਕਾਰ ਨਹੀਂ), C ਰੂਪਕ ਨੂੰ ਸ਼ਾਬਦਿਕ ਅਰਥਾਂ ਵਿੱਚ ਲੈਂਦਾ ਹੈ ਅਤੇ D ਦਾ ਕੋਈ ਸੰਕੇਤ ਨਹੀਂ।",
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-041',
    topic: 'csat',
    stem: withPassage(openOffice, {
      en: 'With which of the following statements would the author most likely disagree?',
      pa: 'ਲੇਖਕ ਹੇਠ ਲਿਖੇ ਕਥਨਾਂ ਵਿੱਚੋਂ ਕਿਸ ਨਾਲ ਸਭ ਤੋਂ ਵੱਧ ਅਸਹਿਮਤ ਹੋਵੇਗਾ?',
    }),
    options: [
      {
        en: 'An office that answers letters quickly has thereby earned the trust of citizens.',
        pa: 'ਜਿਹੜਾ ਦਫ਼ਤਰ ਚਿੱਠੀਆਂ ਦਾ ਜਵਾਬ ਛੇਤੀ ਦਿੰਦਾ ਹੈ, ਉਸ ਨੇ ਇਸੇ ਨਾਲ ਨਾਗਰਿਕਾਂ ਦਾ ਭਰੋਸਾ ਜਿੱਤ ਲਿਆ ਹੈ।',
      },
      { en: 'Recording the reasons for decisions helps citizens.', pa: 'ਫ਼ੈਸਲਿਆਂ ਦੇ ਕਾਰਨ ਦਰਜ ਕਰਨ ਨਾਲ ਨਾਗਰਿਕਾਂ ਦੀ ਮਦਦ ਹੁੰਦੀ ਹੈ।' },
      { en: 'Citizens want to know who was responsible for a decision.', pa: 'ਨਾਗਰਿਕ ਜਾਣਨਾ ਚਾਹੁੰਦੇ ਹਨ ਕਿ ਕਿਸੇ ਫ਼ੈਸਲੇ ਲਈ ਜ਼ਿੰਮੇਵਾਰ ਕੌਣ ਸੀ।' },
      { en: 'A clear way of correcting mistakes builds trust.', pa: 'ਗ਼ਲਤੀਆਂ ਸੁਧਾਰਨ ਦਾ ਸਪਸ਼ਟ ਤਰੀਕਾ ਭਰੋਸਾ ਪੈਦਾ ਕਰਦਾ ਹੈ।' },
    ],
    correct: 'A',
    explanation: {
      en: 'The first sentence says that an office which replies promptly but never explains its decisions may look efficient, yet citizens will not trust it, so the author would reject A. B, C and D restate points the passage makes in favour of openness.',
      pa: 'ਪਹਿਲਾ ਵਾਕ ਕਹਿੰਦਾ ਹੈ ਕਿ ਜਿਹੜਾ ਦਫ਼ਤਰ ਫ਼ੌਰਨ ਜਵਾਬ ਦਿੰਦਾ ਹੈ ਪਰ ਫ਼ੈਸਲਿਆਂ ਦੇ ਕਾਰਨ ਨਹੀਂ ਦੱਸਦਾ, ਉਹ ਕੁਸ਼ਲ ਲੱਗ ਸਕਦਾ ਹੈ ਪਰ ਨਾਗਰਿਕ ਉਸ ਉੱਤੇ ਭਰੋਸਾ ਨਹੀਂ ਕਰਨਗੇ, ਇਸ ਲਈ ਲੇਖਕ A ਨੂੰ ਰੱਦ ਕਰੇਗਾ। B, C ਅਤੇ D ਉਹੀ ਗੱਲਾਂ ਦੁਹਰਾਉਂਦੇ ਹਨ ਜੋ ਪੈਰਾ ਪਾਰਦਰਸ਼ਤਾ ਦੇ ਹੱਕ ਵਿੱਚ ਕਹਿੰਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-042',
    topic: 'csat',
    stem: withPassage(openOffice, {
      en: 'Which of the following can be inferred from the passage?',
      pa: 'ਪੈਰੇ ਤੋਂ ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜਾ ਸਿੱਟਾ ਕੱਢਿਆ ਜਾ ਸਕਦਾ ਹੈ?',
    }),
    options: [
      {
        en: 'Most officials refuse to give information under the RTI Act.',
        pa: 'ਜ਼ਿਆਦਾਤਰ ਅਧਿਕਾਰੀ ਆਰ.ਟੀ.ਆਈ. ਐਕਟ ਅਧੀਨ ਜਾਣਕਾਰੀ ਦੇਣ ਤੋਂ ਇਨਕਾਰ ਕਰਦੇ ਹਨ।',
      },
      { en: 'The RTI Act requires officials to reply within a day.', pa: 'ਆਰ.ਟੀ.ਆਈ. ਐਕਟ ਅਨੁਸਾਰ ਅਧਿਕਾਰੀਆਂ ਨੂੰ ਇੱਕ ਦਿਨ ਵਿੱਚ ਜਵਾਬ ਦੇਣਾ ਪੈਂਦਾ ਹੈ।' },
      {
        en: 'When reasons are recorded as a routine, it is easier to give citizens the information they ask for.',
        pa: 'ਜਦੋਂ ਕਾਰਨ ਨੇਮ ਨਾਲ ਦਰਜ ਕੀਤੇ ਜਾਂਦੇ ਹਨ ਤਾਂ ਨਾਗਰਿਕਾਂ ਵੱਲੋਂ ਮੰਗੀ ਜਾਣਕਾਰੀ ਦੇਣੀ ਸੌਖੀ ਹੁੰਦੀ ਹੈ।',
      },
      { en: 'Efficiency and transparency are the same thing.', pa: 'ਕੁਸ਼ਲਤਾ ਅਤੇ ਪਾਰਦਰਸ਼ਤਾ ਇੱਕੋ ਚੀਜ਼ ਹਨ।' },
    ],
    correct: 'C',
    explanation: {
      en: 'If reasons are written down as a matter of routine, an RTI request for them can be answered from the record, which is why the author says such officials make the door easier to walk through. A is a sweeping claim the passage never makes. B is not in the passage and is wrong in fact: the Act generally allows 30 days for a reply. D is contradicted by the first sentence, which separates looking efficient from being trusted.',
      pa: 'ਜੇ ਕਾਰਨ ਨੇਮ ਨਾਲ ਲਿਖੇ ਜਾਂਦੇ ਹਨ ਤਾਂ ਉਨ੍ਹਾਂ ਬਾਰੇ ਆਰ.ਟੀ.ਆਈ. ਅਰਜ਼ੀ ਦਾ ਜਵਾਬ ਰਿਕਾਰਡ ਤੋਂ ਹੀ ਦਿੱਤਾ ਜਾ ਸਕਦਾ ਹੈ, ਇਸੇ ਲਈ ਲੇਖਕ ਕਹਿੰਦਾ ਹੈ ਕਿ ਅਜਿਹੇ ਅਧਿਕਾਰੀ ਦਰਵਾਜ਼ੇ ਵਿੱਚੋਂ ਲੰਘਣਾ ਸੌਖਾ ਬਣਾਉਂਦੇ ਹਨ। A ਇੱਕ ਵੱਡਾ ਦਾਅਵਾ ਹੈ ਜੋ ਪੈਰਾ ਕਦੇ ਨਹੀਂ ਕਰਦਾ। B ਪੈਰੇ ਵਿੱਚ ਨਹੀਂ ਹੈ ਅਤੇ ਤੱਥ ਵਜੋਂ ਵੀ ਗ਼ਲਤ ਹੈ: ਐਕਟ ਆਮ ਤੌਰ ਉੱਤੇ ਜਵਾਬ ਲਈ 30 ਦਿਨ ਦਿੰਦਾ ਹੈ। D ਨੂੰ ਪਹਿਲਾ ਵਾਕ ਰੱਦ ਕਰਦਾ ਹੈ, ਜੋ ਕੁਸ਼ਲ ਦਿਸਣ ਅਤੇ ਭਰੋਸਾ ਜਿੱਤਣ ਨੂੰ ਵੱਖ ਕਰਦਾ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-043',
    topic: 'csat',
    stem: {
      en: 'What is the simple interest on ₹8,000 at 6% per annum for 3 years?',
      pa: '₹8,000 ਉੱਤੇ 6% ਸਾਲਾਨਾ ਦਰ ਨਾਲ 3 ਸਾਲਾਂ ਦਾ ਸਧਾਰਨ ਵਿਆਜ ਕਿੰਨਾ ਹੋਵੇਗਾ?',
    },
    options: [same('₹1,280'), same('₹1,528'), same('₹1,600'), same('₹1,440')],
    correct: 'D',
    explanation: {
      en: 'Simple interest = P × R × T ÷ 100 = 8,000 × 6 × 3 ÷ 100 = ₹1,440. ₹1,528 is the trap: it is (roughly) the compound interest, 8,000 × 1.06³ − 8,000 = 9,528.13 − 8,000, which you get only if interest is added to the principal every year.',
      pa: 'ਸਧਾਰਨ ਵਿਆਜ = P × R × T ÷ 100 = 8,000 × 6 × 3 ÷ 100 = ₹1,440। ₹1,528 ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਇਹ (ਲਗਭਗ) ਚੱਕਰਵਾਧੀ ਵਿਆਜ ਹੈ, 8,000 × 1.06³ − 8,000 = 9,528.13 − 8,000, ਜੋ ਤਾਂ ਹੀ ਬਣਦਾ ਹੈ ਜੇ ਹਰ ਸਾਲ ਵਿਆਜ ਮੂਲ ਵਿੱਚ ਜੁੜਦਾ ਜਾਵੇ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-044',
    topic: 'csat',
    stem: {
      en: 'What is the compound interest on ₹10,000 for 2 years at 10% per annum, compounded annually?',
      pa: '₹10,000 ਉੱਤੇ 10% ਸਾਲਾਨਾ ਦਰ ਨਾਲ, ਸਾਲਾਨਾ ਜੁੜਨ ਵਾਲਾ, 2 ਸਾਲਾਂ ਦਾ ਚੱਕਰਵਾਧੀ ਵਿਆਜ ਕਿੰਨਾ ਹੋਵੇਗਾ?',
    },
    options: [same('₹2,000'), same('₹2,100'), same('₹2,200'), same('₹2,010')],
    correct: 'B',
    explanation: {
      en: "Year 1: interest 10% of 10,000 = 1,000, so the amount becomes 11,000. Year 2: interest 10% of 11,000 = 1,100, so the amount becomes 12,100. Compound interest = 12,100 − 10,000 = ₹2,100. ₹2,000 is the simple interest, which forgets the interest earned on the first year's interest.",
      pa: 'ਪਹਿਲਾ ਸਾਲ: ਵਿਆਜ 10,000 ਦਾ 10% = 1,000, ਰਕਮ 11,000 ਬਣਦੀ ਹੈ। ਦੂਜਾ ਸਾਲ: ਵਿਆਜ 11,000 ਦਾ 10% = 1,100, ਰਕਮ 12,100 ਬਣਦੀ ਹੈ। ਚੱਕਰਵਾਧੀ ਵਿਆਜ = 12,100 − 10,000 = ₹2,100। ₹2,000 ਸਧਾਰਨ ਵਿਆਜ ਹੈ, ਜਿਸ ਵਿੱਚ ਪਹਿਲੇ ਸਾਲ ਦੇ ਵਿਆਜ ਉੱਤੇ ਮਿਲਣ ਵਾਲਾ ਵਿਆਜ ਛੁੱਟ ਜਾਂਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-045',
    topic: 'csat',
    stem: {
      en: 'The average of five numbers is 24. When one of the numbers is removed, the average of the remaining four is 22. Which number was removed?',
      pa: 'ਪੰਜ ਸੰਖਿਆਵਾਂ ਦੀ ਔਸਤ 24 ਹੈ। ਜਦੋਂ ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਇੱਕ ਸੰਖਿਆ ਹਟਾ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ ਤਾਂ ਬਾਕੀ ਚਾਰ ਦੀ ਔਸਤ 22 ਰਹਿ ਜਾਂਦੀ ਹੈ। ਕਿਹੜੀ ਸੰਖਿਆ ਹਟਾਈ ਗਈ?',
    },
    options: [same('26'), same('30'), same('32'), same('34')],
    correct: 'C',
    explanation: {
      en: 'Sum of the five numbers = 5 × 24 = 120. Sum of the remaining four = 4 × 22 = 88. The number removed = 120 − 88 = 32. Check: a number above the old average was removed, so the average fell, as expected.',
      pa: 'ਪੰਜ ਸੰਖਿਆਵਾਂ ਦਾ ਜੋੜ = 5 × 24 = 120। ਬਾਕੀ ਚਾਰ ਦਾ ਜੋੜ = 4 × 22 = 88। ਹਟਾਈ ਗਈ ਸੰਖਿਆ = 120 − 88 = 32। ਜਾਂਚ: ਪੁਰਾਣੀ ਔਸਤ ਤੋਂ ਵੱਡੀ ਸੰਖਿਆ ਹਟਾਈ ਗਈ, ਇਸ ਲਈ ਔਸਤ ਘਟੀ, ਜਿਵੇਂ ਹੋਣਾ ਚਾਹੀਦਾ ਸੀ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-046',
    topic: 'csat',
    stem: {
      en: '40 litres of a mixture contain milk and water in the ratio 3 : 1. How much water must be added to make the ratio 3 : 2?',
      pa: '40 ਲੀਟਰ ਮਿਸ਼ਰਨ ਵਿੱਚ ਦੁੱਧ ਅਤੇ ਪਾਣੀ ਦਾ ਅਨੁਪਾਤ 3 : 1 ਹੈ। ਅਨੁਪਾਤ 3 : 2 ਕਰਨ ਲਈ ਇਸ ਵਿੱਚ ਕਿੰਨਾ ਪਾਣੀ ਮਿਲਾਉਣਾ ਪਵੇਗਾ?',
    },
    options: [
      { en: '10 litres', pa: '10 ਲੀਟਰ' },
      { en: '5 litres', pa: '5 ਲੀਟਰ' },
      { en: '8 litres', pa: '8 ਲੀਟਰ' },
      { en: '20 litres', pa: '20 ਲੀਟਰ' },
    ],
    correct: 'A',
    explanation: {
      en: 'Milk = 3/4 × 40 = 30 litres and water = 10 litres. Adding water does not change the milk, so for 3 : 2 the water must be 30 × 2/3 = 20 litres. Water to be added = 20 − 10 = 10 litres. 20 litres is the trap: it is the final quantity of water, not the amount to add.',
      pa: 'ਦੁੱਧ = 3/4 × 40 = 30 ਲੀਟਰ ਅਤੇ ਪਾਣੀ = 10 ਲੀਟਰ। ਪਾਣੀ ਮਿਲਾਉਣ ਨਾਲ ਦੁੱਧ ਨਹੀਂ ਬਦਲਦਾ, ਇਸ ਲਈ 3 : 2 ਲਈ ਪਾਣੀ 30 × 2/3 = 20 ਲੀਟਰ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ। ਮਿਲਾਉਣ ਵਾਲਾ ਪਾਣੀ = 20 − 10 = 10 ਲੀਟਰ। 20 ਲੀਟਰ ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਇਹ ਪਾਣੀ ਦੀ ਅੰਤਿਮ ਮਾਤਰਾ ਹੈ, ਮਿਲਾਉਣ ਵਾਲੀ ਮਾਤਰਾ ਨਹੀਂ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-047',
    topic: 'csat',
    stem: {
      en: 'Pipe A can fill a tank in 12 hours and pipe B can empty the full tank in 18 hours. If both pipes are opened together when the tank is empty, in how many hours will the tank be full?',
      pa: 'ਪਾਈਪ A ਇੱਕ ਟੈਂਕੀ ਨੂੰ 12 ਘੰਟਿਆਂ ਵਿੱਚ ਭਰ ਸਕਦੀ ਹੈ ਅਤੇ ਪਾਈਪ B ਭਰੀ ਟੈਂਕੀ ਨੂੰ 18 ਘੰਟਿਆਂ ਵਿੱਚ ਖ਼ਾਲੀ ਕਰ ਸਕਦੀ ਹੈ। ਜੇ ਖ਼ਾਲੀ ਟੈਂਕੀ ਉੱਤੇ ਦੋਵੇਂ ਪਾਈਪਾਂ ਇਕੱਠੀਆਂ ਖੋਲ੍ਹ ਦਿੱਤੀਆਂ ਜਾਣ ਤਾਂ ਟੈਂਕੀ ਕਿੰਨੇ ਘੰਟਿਆਂ ਵਿੱਚ ਭਰੇਗੀ?',
    },
    options: [
      { en: '7.2 hours', pa: '7.2 ਘੰਟੇ' },
      { en: '30 hours', pa: '30 ਘੰਟੇ' },
      { en: '6 hours', pa: '6 ਘੰਟੇ' },
      { en: '36 hours', pa: '36 ਘੰਟੇ' },
    ],
    correct: 'D',
    explanation: {
      en: 'In one hour A fills 1/12 and B empties 1/18 of the tank. Net filling per hour = 1/12 − 1/18 = 3/36 − 2/36 = 1/36, so the tank is full in 36 hours. 7.2 hours is the trap: it comes from adding the rates (1/12 + 1/18 = 5/36, and 36 ÷ 5 = 7.2), as if both pipes were filling.',
      pa: 'ਇੱਕ ਘੰਟੇ ਵਿੱਚ A ਟੈਂਕੀ ਦਾ 1/12 ਹਿੱਸਾ ਭਰਦੀ ਹੈ ਅਤੇ B 1/18 ਹਿੱਸਾ ਖ਼ਾਲੀ ਕਰਦੀ ਹੈ। ਪ੍ਰਤੀ ਘੰਟਾ ਕੁੱਲ ਭਰਾਈ = 1/12 − 1/18 = 3/36 − 2/36 = 1/36, ਇਸ ਲਈ ਟੈਂਕੀ 36 ਘੰਟਿਆਂ ਵਿੱਚ ਭਰੇਗੀ। 7.2 ਘੰਟੇ ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਇਹ ਦਰਾਂ ਜੋੜਨ ਨਾਲ ਆਉਂਦਾ ਹੈ (1/12 + 1/18 = 5/36, ਅਤੇ 36 ÷ 5 = 7.2), ਜਿਵੇਂ ਦੋਵੇਂ ਪਾਈਪਾਂ ਭਰ ਰਹੀਆਂ ਹੋਣ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-048',
    topic: 'csat',
    stem: {
      en: 'A boat goes at 15 km/h in still water, and the stream flows at 3 km/h. How long will the boat take to go 36 km downstream and come back to the starting point?',
      pa: 'ਇੱਕ ਕਿਸ਼ਤੀ ਦੀ ਖੜ੍ਹੇ ਪਾਣੀ ਵਿੱਚ ਰਫ਼ਤਾਰ 15 ਕਿ.ਮੀ. ਪ੍ਰਤੀ ਘੰਟਾ ਹੈ ਅਤੇ ਧਾਰਾ ਦੀ ਰਫ਼ਤਾਰ 3 ਕਿ.ਮੀ. ਪ੍ਰਤੀ ਘੰਟਾ ਹੈ। ਕਿਸ਼ਤੀ ਨੂੰ ਧਾਰਾ ਦੇ ਨਾਲ 36 ਕਿ.ਮੀ. ਜਾਣ ਅਤੇ ਸ਼ੁਰੂਆਤੀ ਥਾਂ ਉੱਤੇ ਵਾਪਸ ਆਉਣ ਵਿੱਚ ਕਿੰਨਾ ਸਮਾਂ ਲੱਗੇਗਾ?',
    },
    options: [
      { en: '4.8 hours', pa: '4.8 ਘੰਟੇ' },
      { en: '5 hours', pa: '5 ਘੰਟੇ' },
      { en: '6 hours', pa: '6 ਘੰਟੇ' },
      { en: '4 hours', pa: '4 ਘੰਟੇ' },
    ],
    correct: 'B',
    explanation: {
      en: 'Downstream speed = 15 + 3 = 18 km/h, so going takes 36 ÷ 18 = 2 hours. Upstream speed = 15 − 3 = 12 km/h, so returning takes 36 ÷ 12 = 3 hours. Total = 5 hours. 4.8 hours (72 ÷ 15) is what you get if you ignore the stream; the stream helps one way less than it hinders the other, because the boat spends longer going upstream.',
      pa: 'ਧਾਰਾ ਦੇ ਨਾਲ ਰਫ਼ਤਾਰ = 15 + 3 = 18 ਕਿ.ਮੀ. ਪ੍ਰਤੀ ਘੰਟਾ, ਇਸ ਲਈ ਜਾਣ ਵਿੱਚ 36 ÷ 18 = 2 ਘੰਟੇ ਲੱਗਦੇ ਹਨ। ਧਾਰਾ ਦੇ ਉਲਟ ਰਫ਼ਤਾਰ = 15 − 3 = 12 ਕਿ.ਮੀ. ਪ੍ਰਤੀ ਘੰਟਾ, ਇਸ ਲਈ ਵਾਪਸੀ ਵਿੱਚ 36 ÷ 12 = 3 ਘੰਟੇ ਲੱਗਦੇ ਹਨ। ਕੁੱਲ = 5 ਘੰਟੇ। ਧਾਰਾ ਨੂੰ ਅਣਡਿੱਠ ਕਰਨ ਨਾਲ 4.8 ਘੰਟੇ (72 ÷ 15) ਆਉਂਦੇ ਹਨ; ਧਾਰਾ ਇੱਕ ਪਾਸੇ ਜਿੰਨੀ ਮਦਦ ਕਰਦੀ ਹੈ, ਦੂਜੇ ਪਾਸੇ ਉਸ ਤੋਂ ਵੱਧ ਰੋਕ ਪਾਉਂਦੀ ਹੈ, ਕਿਉਂਕਿ ਉਲਟੀ ਧਾਰਾ ਵਿੱਚ ਕਿਸ਼ਤੀ ਵੱਧ ਸਮਾਂ ਰਹਿੰਦੀ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-049',
    topic: 'csat',
    stem: {
      en: 'What is the angle between the hour hand and the minute hand of a clock at 3:40?',
      pa: '3:40 ਵਜੇ ਘੜੀ ਦੀ ਘੰਟੇ ਵਾਲੀ ਸੂਈ ਅਤੇ ਮਿੰਟ ਵਾਲੀ ਸੂਈ ਵਿਚਕਾਰ ਕਿੰਨਾ ਕੋਣ ਹੁੰਦਾ ਹੈ?',
    },
    options: [same('130°'), same('120°'), same('140°'), same('150°')],
    correct: 'A',
    explanation: {
      en: 'The minute hand moves 6° a minute, so at 40 minutes it is 40 × 6 = 240° from 12. The hour hand moves 30° an hour plus 0.5° a minute, so it is at 3 × 30 + 40 × 0.5 = 90 + 20 = 110°. The angle between them = 240 − 110 = 130°. 150° is the trap you fall into if you leave the hour hand pointing exactly at 3 (240 − 90).',
      pa: 'ਮਿੰਟ ਵਾਲੀ ਸੂਈ ਹਰ ਮਿੰਟ 6° ਚੱਲਦੀ ਹੈ, ਇਸ ਲਈ 40 ਮਿੰਟ ਉੱਤੇ ਇਹ 12 ਤੋਂ 40 × 6 = 240° ਉੱਤੇ ਹੁੰਦੀ ਹੈ। ਘੰਟੇ ਵਾਲੀ ਸੂਈ ਹਰ ਘੰਟੇ 30° ਅਤੇ ਹਰ ਮਿੰਟ 0.5° ਚੱਲਦੀ ਹੈ, ਇਸ ਲਈ ਇਹ 3 × 30 + 40 × 0.5 = 90 + 20 = 110° ਉੱਤੇ ਹੁੰਦੀ ਹੈ। ਦੋਵਾਂ ਵਿਚਕਾਰ ਕੋਣ = 240 − 110 = 130°। ਜੇ ਘੰਟੇ ਵਾਲੀ ਸੂਈ ਨੂੰ ਠੀਕ 3 ਉੱਤੇ ਮੰਨ ਲਿਆ ਜਾਵੇ (240 − 90) ਤਾਂ ਗ਼ਲਤ ਜਵਾਬ 150° ਆਉਂਦਾ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-050',
    topic: 'csat',
    stem: {
      en: 'If 1 March of a year is a Monday, what day of the week is 1 April of the same year?',
      pa: 'ਜੇ ਕਿਸੇ ਸਾਲ 1 ਮਾਰਚ ਨੂੰ ਸੋਮਵਾਰ ਹੋਵੇ ਤਾਂ ਉਸੇ ਸਾਲ 1 ਅਪ੍ਰੈਲ ਨੂੰ ਹਫ਼ਤੇ ਦਾ ਕਿਹੜਾ ਦਿਨ ਹੋਵੇਗਾ?',
    },
    options: [
      { en: 'Wednesday', pa: 'ਬੁੱਧਵਾਰ' },
      { en: 'Friday', pa: 'ਸ਼ੁੱਕਰਵਾਰ' },
      { en: 'Thursday', pa: 'ਵੀਰਵਾਰ' },
      { en: 'Tuesday', pa: 'ਮੰਗਲਵਾਰ' },
    ],
    correct: 'C',
    explanation: {
      en: 'March has 31 days, so 1 April comes 31 days after 1 March. 31 = 4 weeks + 3 days, so the weekday moves 3 days forward: Monday → Tuesday → Wednesday → Thursday. Leap years do not matter here, because February is not crossed.',
      pa: 'ਮਾਰਚ ਵਿੱਚ 31 ਦਿਨ ਹੁੰਦੇ ਹਨ, ਇਸ ਲਈ 1 ਅਪ੍ਰੈਲ, 1 ਮਾਰਚ ਤੋਂ 31 ਦਿਨ ਬਾਅਦ ਆਉਂਦਾ ਹੈ। 31 = 4 ਹਫ਼ਤੇ + 3 ਦਿਨ, ਇਸ ਲਈ ਦਿਨ 3 ਅੱਗੇ ਖਿਸਕਦਾ ਹੈ: ਸੋਮਵਾਰ → ਮੰਗਲਵਾਰ → ਬੁੱਧਵਾਰ → ਵੀਰਵਾਰ। ਇੱਥੇ ਲੀਪ ਸਾਲ ਦਾ ਕੋਈ ਫ਼ਰਕ ਨਹੀਂ ਪੈਂਦਾ, ਕਿਉਂਕਿ ਫ਼ਰਵਰੀ ਵਿੱਚੋਂ ਨਹੀਂ ਲੰਘਣਾ ਪੈਂਦਾ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-051',
    topic: 'csat',
    stem: {
      en: 'Three bells ring at intervals of 12, 15 and 20 minutes. If they ring together at 8:00 a.m., at what time will they next ring together?',
      pa: 'ਤਿੰਨ ਘੰਟੀਆਂ ਕ੍ਰਮਵਾਰ 12, 15 ਅਤੇ 20 ਮਿੰਟ ਦੇ ਵਕਫ਼ੇ ਉੱਤੇ ਵੱਜਦੀਆਂ ਹਨ। ਜੇ ਇਹ ਸਵੇਰੇ 8:00 ਵਜੇ ਇਕੱਠੀਆਂ ਵੱਜਣ ਤਾਂ ਅਗਲੀ ਵਾਰ ਇਕੱਠੀਆਂ ਕਿੰਨੇ ਵਜੇ ਵੱਜਣਗੀਆਂ?',
    },
    options: [
      { en: '8:45 a.m.', pa: 'ਸਵੇਰੇ 8:45' },
      { en: '9:20 a.m.', pa: 'ਸਵੇਰੇ 9:20' },
      { en: '10:00 a.m.', pa: 'ਸਵੇਰੇ 10:00' },
      { en: '9:00 a.m.', pa: 'ਸਵੇਰੇ 9:00' },
    ],
    correct: 'D',
    explanation: {
      en: 'They ring together again after the LCM of 12, 15 and 20. 12 = 2² × 3, 15 = 3 × 5 and 20 = 2² × 5, so LCM = 2² × 3 × 5 = 60 minutes. 8:00 a.m. + 60 minutes = 9:00 a.m.',
      pa: 'ਇਹ ਦੁਬਾਰਾ 12, 15 ਅਤੇ 20 ਦੇ ਲ.ਸ.ਵ. (LCM) ਜਿੰਨੇ ਸਮੇਂ ਬਾਅਦ ਇਕੱਠੀਆਂ ਵੱਜਣਗੀਆਂ। 12 = 2² × 3, 15 = 3 × 5 ਅਤੇ 20 = 2² × 5, ਇਸ ਲਈ ਲ.ਸ.ਵ. = 2² × 3 × 5 = 60 ਮਿੰਟ। ਸਵੇਰੇ 8:00 + 60 ਮਿੰਟ = ਸਵੇਰੇ 9:00।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-052',
    topic: 'csat',
    stem: {
      en: 'An article marked at ₹1,500 is sold after two successive discounts of 20% and 10%. What is its selling price?',
      pa: '₹1,500 ਅੰਕਿਤ ਮੁੱਲ ਵਾਲੀ ਇੱਕ ਵਸਤੂ 20% ਅਤੇ 10% ਦੀਆਂ ਦੋ ਲਗਾਤਾਰ ਛੋਟਾਂ ਤੋਂ ਬਾਅਦ ਵੇਚੀ ਜਾਂਦੀ ਹੈ। ਇਸ ਦਾ ਵੇਚ ਮੁੱਲ ਕਿੰਨਾ ਹੈ?',
    },
    options: [same('₹1,080'), same('₹1,050'), same('₹1,100'), same('₹1,125')],
    correct: 'A',
    explanation: {
      en: 'After the first discount: 1,500 × 0.80 = ₹1,200. After the second: 1,200 × 0.90 = ₹1,080. ₹1,050 is the trap: successive discounts of 20% and 10% do not add up to 30%, because the second is taken on the already reduced price; together they equal 28% (1,500 × 0.72 = 1,080).',
      pa: 'ਪਹਿਲੀ ਛੋਟ ਤੋਂ ਬਾਅਦ: 1,500 × 0.80 = ₹1,200। ਦੂਜੀ ਤੋਂ ਬਾਅਦ: 1,200 × 0.90 = ₹1,080। ₹1,050 ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: 20% ਅਤੇ 10% ਦੀਆਂ ਲਗਾਤਾਰ ਛੋਟਾਂ ਦਾ ਜੋੜ 30% ਨਹੀਂ ਬਣਦਾ, ਕਿਉਂਕਿ ਦੂਜੀ ਛੋਟ ਪਹਿਲਾਂ ਹੀ ਘਟੇ ਮੁੱਲ ਉੱਤੇ ਮਿਲਦੀ ਹੈ; ਦੋਵੇਂ ਮਿਲ ਕੇ 28% ਬਣਦੀਆਂ ਹਨ (1,500 × 0.72 = 1,080)।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-053',
    topic: 'csat',
    stem: {
      en: 'In an election between two candidates, the winner received 58% of the valid votes and won by a margin of 4,800 votes. How many valid votes were cast?',
      pa: 'ਦੋ ਉਮੀਦਵਾਰਾਂ ਵਿਚਕਾਰ ਹੋਈ ਇੱਕ ਚੋਣ ਵਿੱਚ ਜੇਤੂ ਨੂੰ ਜਾਇਜ਼ ਵੋਟਾਂ ਦਾ 58% ਮਿਲਿਆ ਅਤੇ ਉਹ 4,800 ਵੋਟਾਂ ਦੇ ਫ਼ਰਕ ਨਾਲ ਜਿੱਤਿਆ। ਕੁੱਲ ਕਿੰਨੀਆਂ ਜਾਇਜ਼ ਵੋਟਾਂ ਪਈਆਂ?',
    },
    options: [same('24,000'), same('30,000'), same('28,000'), same('32,000')],
    correct: 'B',
    explanation: {
      en: 'The loser received 100 − 58 = 42%, so the margin is 58 − 42 = 16% of the valid votes. 16% = 4,800, so the valid votes = 4,800 ÷ 0.16 = 30,000. Check: 58% of 30,000 = 17,400 and 42% = 12,600; the difference is 4,800.',
      pa: 'ਹਾਰਨ ਵਾਲੇ ਨੂੰ 100 − 58 = 42% ਵੋਟਾਂ ਮਿਲੀਆਂ, ਇਸ ਲਈ ਫ਼ਰਕ ਜਾਇਜ਼ ਵੋਟਾਂ ਦਾ 58 − 42 = 16% ਹੈ। 16% = 4,800, ਇਸ ਲਈ ਜਾਇਜ਼ ਵੋਟਾਂ = 4,800 ÷ 0.16 = 30,000। ਜਾਂਚ: 30,000 ਦਾ 58% = 17,400 ਅਤੇ 42% = 12,600; ਫ਼ਰਕ 4,800 ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-054',
    topic: 'csat',
    stem: {
      en: "Pointing to a young man, Simran says, 'He is the son of my father's father's only son.' How is the young man related to Simran?",
      pa: "ਇੱਕ ਨੌਜਵਾਨ ਵੱਲ ਇਸ਼ਾਰਾ ਕਰਦਿਆਂ ਸਿਮਰਨ ਕਹਿੰਦੀ ਹੈ, 'ਇਹ ਮੇਰੇ ਪਿਤਾ ਦੇ ਪਿਤਾ ਦੇ ਇਕਲੌਤੇ ਪੁੱਤਰ ਦਾ ਪੁੱਤਰ ਹੈ।' ਨੌਜਵਾਨ ਦਾ ਸਿਮਰਨ ਨਾਲ ਕੀ ਰਿਸ਼ਤਾ ਹੈ?",
    },
    options: [
      { en: 'Cousin', pa: 'ਚਚੇਰਾ ਭਰਾ' },
      { en: 'Uncle', pa: 'ਚਾਚਾ' },
      { en: 'Brother', pa: 'ਭਰਾ' },
      { en: 'Father', pa: 'ਪਿਤਾ' },
    ],
    correct: 'C',
    explanation: {
      en: "Simran's father's father is her grandfather. Her father is a son of that grandfather, and since the grandfather has only one son, that son is her father. The young man is therefore her father's son, that is, her brother. 'Cousin' is the trap: a cousin would need the grandfather to have a second son.",
      pa: "ਸਿਮਰਨ ਦੇ ਪਿਤਾ ਦਾ ਪਿਤਾ ਉਸ ਦਾ ਦਾਦਾ ਹੈ। ਉਸ ਦਾ ਪਿਤਾ ਇਸ ਦਾਦੇ ਦਾ ਪੁੱਤਰ ਹੈ, ਅਤੇ ਕਿਉਂਕਿ ਦਾਦੇ ਦਾ ਇੱਕੋ ਪੁੱਤਰ ਹੈ, ਉਹ ਪੁੱਤਰ ਉਸ ਦਾ ਪਿਤਾ ਹੀ ਹੈ। ਇਸ ਲਈ ਨੌਜਵਾਨ ਉਸ ਦੇ ਪਿਤਾ ਦਾ ਪੁੱਤਰ, ਭਾਵ ਉਸ ਦਾ ਭਰਾ ਹੈ। 'ਚਚੇਰਾ ਭਰਾ' ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਚਚੇਰੇ ਭਰਾ ਲਈ ਦਾਦੇ ਦਾ ਦੂਜਾ ਪੁੱਤਰ ਹੋਣਾ ਜ਼ਰੂਰੀ ਹੈ।",
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-055',
    topic: 'csat',
    stem: {
      en: 'Harpreet walks 6 km north, turns right and walks 8 km, then turns right again and walks 6 km. How far is she from her starting point, and in which direction?',
      pa: 'ਹਰਪ੍ਰੀਤ 6 ਕਿ.ਮੀ. ਉੱਤਰ ਵੱਲ ਤੁਰਦੀ ਹੈ, ਸੱਜੇ ਮੁੜ ਕੇ 8 ਕਿ.ਮੀ. ਤੁਰਦੀ ਹੈ, ਅਤੇ ਫਿਰ ਦੁਬਾਰਾ ਸੱਜੇ ਮੁੜ ਕੇ 6 ਕਿ.ਮੀ. ਤੁਰਦੀ ਹੈ। ਉਹ ਆਪਣੀ ਸ਼ੁਰੂਆਤੀ ਥਾਂ ਤੋਂ ਕਿੰਨੀ ਦੂਰ ਅਤੇ ਕਿਸ ਦਿਸ਼ਾ ਵਿੱਚ ਹੈ?',
    },
    options: [
      { en: '8 km to the east', pa: 'ਪੂਰਬ ਵੱਲ 8 ਕਿ.ਮੀ.' },
      { en: '8 km to the west', pa: 'ਪੱਛਮ ਵੱਲ 8 ਕਿ.ਮੀ.' },
      { en: '10 km to the north-east', pa: 'ਉੱਤਰ-ਪੂਰਬ ਵੱਲ 10 ਕਿ.ਮੀ.' },
      { en: '20 km to the east', pa: 'ਪੂਰਬ ਵੱਲ 20 ਕਿ.ਮੀ.' },
    ],
    correct: 'A',
    explanation: {
      en: 'Walking north, a right turn faces her east; she walks 8 km east. Another right turn faces her south, and 6 km south cancels the first 6 km north. She ends 8 km due east of the start. West is what you get by turning left instead of right, and 20 km simply adds up the distances walked.',
      pa: 'ਉੱਤਰ ਵੱਲ ਤੁਰਦਿਆਂ ਸੱਜੇ ਮੁੜਨ ਨਾਲ ਉਸ ਦਾ ਮੂੰਹ ਪੂਰਬ ਵੱਲ ਹੁੰਦਾ ਹੈ; ਉਹ 8 ਕਿ.ਮੀ. ਪੂਰਬ ਵੱਲ ਤੁਰਦੀ ਹੈ। ਫਿਰ ਸੱਜੇ ਮੁੜਨ ਨਾਲ ਮੂੰਹ ਦੱਖਣ ਵੱਲ ਹੁੰਦਾ ਹੈ, ਅਤੇ 6 ਕਿ.ਮੀ. ਦੱਖਣ ਪਹਿਲੇ 6 ਕਿ.ਮੀ. ਉੱਤਰ ਨੂੰ ਬਰਾਬਰ ਕਰ ਦਿੰਦਾ ਹੈ। ਉਹ ਸ਼ੁਰੂਆਤ ਤੋਂ ਠੀਕ 8 ਕਿ.ਮੀ. ਪੂਰਬ ਵੱਲ ਹੈ। ਸੱਜੇ ਦੀ ਥਾਂ ਖੱਬੇ ਮੁੜਨ ਨਾਲ ਪੱਛਮ ਆਉਂਦਾ ਹੈ, ਅਤੇ 20 ਕਿ.ਮੀ. ਸਿਰਫ਼ ਤੁਰੀ ਦੂਰੀ ਦਾ ਜੋੜ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-056',
    topic: 'csat',
    stem: {
      en: 'Gurpreet walks 3 km east and then 4 km north. What is the shortest distance between her and her starting point, and in which direction is she from it?',
      pa: 'ਗੁਰਪ੍ਰੀਤ 3 ਕਿ.ਮੀ. ਪੂਰਬ ਵੱਲ ਅਤੇ ਫਿਰ 4 ਕਿ.ਮੀ. ਉੱਤਰ ਵੱਲ ਤੁਰਦੀ ਹੈ। ਉਸ ਦੀ ਸ਼ੁਰੂਆਤੀ ਥਾਂ ਤੋਂ ਸਭ ਤੋਂ ਛੋਟੀ ਦੂਰੀ ਕਿੰਨੀ ਹੈ ਅਤੇ ਉਹ ਉਸ ਥਾਂ ਤੋਂ ਕਿਸ ਦਿਸ਼ਾ ਵਿੱਚ ਹੈ?',
    },
    options: [
      { en: '7 km, north-east', pa: '7 ਕਿ.ਮੀ., ਉੱਤਰ-ਪੂਰਬ' },
      { en: '5 km, north-east', pa: '5 ਕਿ.ਮੀ., ਉੱਤਰ-ਪੂਰਬ' },
      { en: '5 km, north-west', pa: '5 ਕਿ.ਮੀ., ਉੱਤਰ-ਪੱਛਮ' },
      { en: '1 km, north', pa: '1 ਕਿ.ਮੀ., ਉੱਤਰ' },
    ],
    correct: 'B',
    explanation: {
      en: 'The two legs are at right angles, so the straight-line distance is √(3² + 4²) = √(9 + 16) = √25 = 5 km. She has moved east and north, so she is to the north-east of the start. 7 km adds the legs instead of taking the straight line.',
      pa: 'ਦੋਵੇਂ ਹਿੱਸੇ ਇੱਕ-ਦੂਜੇ ਨਾਲ ਸਮਕੋਣ ਉੱਤੇ ਹਨ, ਇਸ ਲਈ ਸਿੱਧੀ ਦੂਰੀ = √(3² + 4²) = √(9 + 16) = √25 = 5 ਕਿ.ਮੀ.। ਉਹ ਪੂਰਬ ਅਤੇ ਉੱਤਰ ਵੱਲ ਗਈ ਹੈ, ਇਸ ਲਈ ਸ਼ੁਰੂਆਤ ਤੋਂ ਉੱਤਰ-ਪੂਰਬ ਵਿੱਚ ਹੈ। 7 ਕਿ.ਮੀ. ਸਿੱਧੀ ਲਕੀਰ ਦੀ ਥਾਂ ਦੋਵੇਂ ਹਿੱਸੇ ਜੋੜ ਦਿੰਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-057',
    topic: 'csat',
    stem: {
      en: 'In a certain code, PUNJAB is written as QVOKBC. How is LUDHIANA written in the same code?',
      pa: 'ਇੱਕ ਖ਼ਾਸ ਕੋਡ ਵਿੱਚ PUNJAB ਨੂੰ QVOKBC ਲਿਖਿਆ ਜਾਂਦਾ ਹੈ। ਉਸੇ ਕੋਡ ਵਿੱਚ LUDHIANA ਨੂੰ ਕਿਵੇਂ ਲਿਖਿਆ ਜਾਵੇਗਾ?',
    },
    options: [same('MVEIJBPB'), same('KTCGHZMZ'), same('MVEIJBOB'), same('MVEHJBOB')],
    correct: 'C',
    explanation: {
      en: 'Each letter is replaced by the next letter of the alphabet: P→Q, U→V, N→O, J→K, A→B, B→C. So L→M, U→V, D→E, H→I, I→J, A→B, N→O, A→B, giving MVEIJBOB. KTCGHZMZ shifts each letter back instead of forward, and the other two options each contain one wrongly shifted letter.',
      pa: 'ਹਰ ਅੱਖਰ ਦੀ ਥਾਂ ਵਰਣਮਾਲਾ ਦਾ ਅਗਲਾ ਅੱਖਰ ਲਿਖਿਆ ਜਾਂਦਾ ਹੈ: P→Q, U→V, N→O, J→K, A→B, B→C। ਇਸ ਲਈ L→M, U→V, D→E, H→I, I→J, A→B, N→O, A→B, ਜਿਸ ਨਾਲ MVEIJBOB ਬਣਦਾ ਹੈ। KTCGHZMZ ਹਰ ਅੱਖਰ ਨੂੰ ਅੱਗੇ ਦੀ ਥਾਂ ਪਿੱਛੇ ਖਿਸਕਾਉਂਦਾ ਹੈ, ਅਤੇ ਬਾਕੀ ਦੋ ਵਿਕਲਪਾਂ ਵਿੱਚ ਇੱਕ-ਇੱਕ ਅੱਖਰ ਗ਼ਲਤ ਖਿਸਕਿਆ ਹੋਇਆ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-058',
    topic: 'csat',
    stem: {
      en: 'If in a certain code CAT = 24, what is DOG in the same code?',
      pa: 'ਜੇ ਕਿਸੇ ਖ਼ਾਸ ਕੋਡ ਵਿੱਚ CAT = 24 ਹੋਵੇ, ਤਾਂ ਉਸੇ ਕੋਡ ਵਿੱਚ DOG ਕਿੰਨਾ ਹੋਵੇਗਾ?',
    },
    options: [same('24'), same('25'), same('27'), same('26')],
    correct: 'D',
    explanation: {
      en: 'The code adds the positions of the letters in the alphabet: C(3) + A(1) + T(20) = 24. So DOG = D(4) + O(15) + G(7) = 26. Answering 24 assumes that every three-letter word gets the same number.',
      pa: 'ਕੋਡ ਵਿੱਚ ਅੱਖਰਾਂ ਦੇ ਵਰਣਮਾਲਾ ਵਿਚਲੇ ਸਥਾਨ ਜੋੜੇ ਜਾਂਦੇ ਹਨ: C(3) + A(1) + T(20) = 24। ਇਸ ਲਈ DOG = D(4) + O(15) + G(7) = 26। 24 ਜਵਾਬ ਦੇਣ ਦਾ ਮਤਲਬ ਇਹ ਮੰਨਣਾ ਹੈ ਕਿ ਤਿੰਨ ਅੱਖਰਾਂ ਵਾਲੇ ਹਰ ਸ਼ਬਦ ਦੀ ਇੱਕੋ ਸੰਖਿਆ ਬਣਦੀ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-059',
    topic: 'csat',
    stem: {
      en: 'Five friends, Aman, Baljit, Chetan, Daljit and Ekam, sit in a row facing north. Chetan sits in the middle. Aman sits immediately to the left of Chetan, and Ekam sits at the right end. Baljit does not sit next to Aman. Who sits at the left end?',
      pa: 'ਪੰਜ ਦੋਸਤ, ਅਮਨ, ਬਲਜੀਤ, ਚੇਤਨ, ਦਲਜੀਤ ਅਤੇ ਏਕਮ, ਉੱਤਰ ਵੱਲ ਮੂੰਹ ਕਰਕੇ ਇੱਕ ਕਤਾਰ ਵਿੱਚ ਬੈਠੇ ਹਨ। ਚੇਤਨ ਵਿਚਕਾਰ ਬੈਠਾ ਹੈ। ਅਮਨ ਚੇਤਨ ਦੇ ਠੀਕ ਖੱਬੇ ਪਾਸੇ ਬੈਠਾ ਹੈ ਅਤੇ ਏਕਮ ਸੱਜੇ ਸਿਰੇ ਉੱਤੇ ਬੈਠਾ ਹੈ। ਬਲਜੀਤ ਅਮਨ ਦੇ ਨਾਲ ਨਹੀਂ ਬੈਠਾ। ਖੱਬੇ ਸਿਰੇ ਉੱਤੇ ਕੌਣ ਬੈਠਾ ਹੈ?',
    },
    options: [
      { en: 'Baljit', pa: 'ਬਲਜੀਤ' },
      { en: 'Daljit', pa: 'ਦਲਜੀਤ' },
      { en: 'Aman', pa: 'ਅਮਨ' },
      { en: 'Ekam', pa: 'ਏਕਮ' },
    ],
    correct: 'B',
    explanation: {
      en: 'Number the seats 1 to 5 from the left. Chetan is in seat 3, Aman in seat 2 and Ekam in seat 5, leaving seats 1 and 4 for Baljit and Daljit. Seat 1 is next to Aman, so Baljit must take seat 4 and Daljit seat 1. The row reads Daljit, Aman, Chetan, Baljit, Ekam.',
      pa: 'ਖੱਬੇ ਤੋਂ ਸੀਟਾਂ ਨੂੰ 1 ਤੋਂ 5 ਨੰਬਰ ਦਿਓ। ਚੇਤਨ ਸੀਟ 3 ਉੱਤੇ, ਅਮਨ ਸੀਟ 2 ਉੱਤੇ ਅਤੇ ਏਕਮ ਸੀਟ 5 ਉੱਤੇ ਹੈ; ਸੀਟ 1 ਅਤੇ 4 ਬਲਜੀਤ ਅਤੇ ਦਲਜੀਤ ਲਈ ਬਚਦੀਆਂ ਹਨ। ਸੀਟ 1 ਅਮਨ ਦੇ ਨਾਲ ਹੈ, ਇਸ ਲਈ ਬਲਜੀਤ ਸੀਟ 4 ਉੱਤੇ ਅਤੇ ਦਲਜੀਤ ਸੀਟ 1 ਉੱਤੇ ਬੈਠੇਗਾ। ਕਤਾਰ ਇਉਂ ਹੈ: ਦਲਜੀਤ, ਅਮਨ, ਚੇਤਨ, ਬਲਜੀਤ, ਏਕਮ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-060',
    topic: 'csat',
    stem: {
      en: 'Which of the following numbers is the odd one out?',
      pa: 'ਹੇਠ ਲਿਖੀਆਂ ਸੰਖਿਆਵਾਂ ਵਿੱਚੋਂ ਕਿਹੜੀ ਸੰਖਿਆ ਬਾਕੀਆਂ ਤੋਂ ਵੱਖਰੀ ਹੈ?',
    },
    options: [same('144'), same('169'), same('196'), same('210')],
    correct: 'D',
    explanation: {
      en: '144 = 12², 169 = 13² and 196 = 14² are perfect squares of consecutive numbers. 210 is not a perfect square: it lies between 14² = 196 and 15² = 225.',
      pa: '144 = 12², 169 = 13² ਅਤੇ 196 = 14² ਲਗਾਤਾਰ ਸੰਖਿਆਵਾਂ ਦੇ ਪੂਰਨ ਵਰਗ ਹਨ। 210 ਪੂਰਨ ਵਰਗ ਨਹੀਂ ਹੈ: ਇਹ 14² = 196 ਅਤੇ 15² = 225 ਦੇ ਵਿਚਕਾਰ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-061',
    topic: 'csat',
    stem: {
      en: 'Find the missing term: 3 : 27 :: 5 : ?',
      pa: 'ਗੁੰਮ ਪਦ ਲੱਭੋ: 3 : 27 :: 5 : ?',
    },
    options: [same('25'), same('45'), same('125'), same('225')],
    correct: 'C',
    explanation: {
      en: '27 = 3³, the cube of 3, so the missing term is the cube of 5: 5³ = 5 × 5 × 5 = 125. 25 is only the square of 5, and 45 comes from wrongly reading the relation as "multiply by 9".',
      pa: '27 = 3³, ਭਾਵ 3 ਦਾ ਘਣ, ਇਸ ਲਈ ਗੁੰਮ ਪਦ 5 ਦਾ ਘਣ ਹੈ: 5³ = 5 × 5 × 5 = 125। 25 ਸਿਰਫ਼ 5 ਦਾ ਵਰਗ ਹੈ, ਅਤੇ 45 ਸਬੰਧ ਨੂੰ ਗ਼ਲਤੀ ਨਾਲ "9 ਨਾਲ ਗੁਣਾ" ਸਮਝਣ ਨਾਲ ਆਉਂਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-062',
    topic: 'csat',
    stem: {
      en: 'Statements: Some books are pens. All pens are bags.\nConclusions:\nI. Some books are bags.\nII. All bags are books.\nWhich of the conclusions logically follows from the statements?',
      pa: 'ਕਥਨ: ਕੁਝ ਕਿਤਾਬਾਂ ਪੈੱਨ ਹਨ। ਸਾਰੇ ਪੈੱਨ ਥੈਲੇ ਹਨ।\nਸਿੱਟੇ:\nI. ਕੁਝ ਕਿਤਾਬਾਂ ਥੈਲੇ ਹਨ।\nII. ਸਾਰੇ ਥੈਲੇ ਕਿਤਾਬਾਂ ਹਨ।\nਕਥਨਾਂ ਤੋਂ ਤਰਕ ਅਨੁਸਾਰ ਕਿਹੜਾ ਸਿੱਟਾ ਨਿਕਲਦਾ ਹੈ?',
    },
    options: [
      { en: 'Only conclusion I follows', pa: 'ਸਿਰਫ਼ ਸਿੱਟਾ I ਨਿਕਲਦਾ ਹੈ' },
      { en: 'Only conclusion II follows', pa: 'ਸਿਰਫ਼ ਸਿੱਟਾ II ਨਿਕਲਦਾ ਹੈ' },
      { en: 'Both I and II follow', pa: 'I ਅਤੇ II ਦੋਵੇਂ ਨਿਕਲਦੇ ਹਨ' },
      { en: 'Neither I nor II follows', pa: 'ਨਾ I ਨਿਕਲਦਾ ਹੈ ਅਤੇ ਨਾ ਹੀ II' },
    ],
    correct: 'A',
    explanation: {
      en: 'The books that are pens must also be bags, because every pen is a bag; so some books are certainly bags and I follows. Nothing says that every bag is a book: there may be bags that are neither pens nor books, so II does not follow.',
      pa: 'ਜਿਹੜੀਆਂ ਕਿਤਾਬਾਂ ਪੈੱਨ ਹਨ, ਉਹ ਥੈਲੇ ਵੀ ਹਨ, ਕਿਉਂਕਿ ਹਰ ਪੈੱਨ ਥੈਲਾ ਹੈ; ਇਸ ਲਈ ਕੁਝ ਕਿਤਾਬਾਂ ਯਕੀਨਨ ਥੈਲੇ ਹਨ ਅਤੇ ਸਿੱਟਾ I ਨਿਕਲਦਾ ਹੈ। ਕਿਤੇ ਇਹ ਨਹੀਂ ਕਿਹਾ ਗਿਆ ਕਿ ਹਰ ਥੈਲਾ ਕਿਤਾਬ ਹੈ: ਅਜਿਹੇ ਥੈਲੇ ਵੀ ਹੋ ਸਕਦੇ ਹਨ ਜੋ ਨਾ ਪੈੱਨ ਹਨ ਨਾ ਕਿਤਾਬਾਂ, ਇਸ ਲਈ ਸਿੱਟਾ II ਨਹੀਂ ਨਿਕਲਦਾ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-063',
    topic: 'csat',
    stem: {
      en: 'In a row of 40 students, Jaspreet is 12th from the left end. What is her position from the right end?',
      pa: '40 ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਇੱਕ ਕਤਾਰ ਵਿੱਚ ਜਸਪ੍ਰੀਤ ਖੱਬੇ ਸਿਰੇ ਤੋਂ 12ਵੇਂ ਸਥਾਨ ਉੱਤੇ ਹੈ। ਸੱਜੇ ਸਿਰੇ ਤੋਂ ਉਸ ਦਾ ਸਥਾਨ ਕਿਹੜਾ ਹੈ?',
    },
    options: [
      { en: '29th', pa: '29ਵਾਂ' },
      { en: '28th', pa: '28ਵਾਂ' },
      { en: '30th', pa: '30ਵਾਂ' },
      { en: '27th', pa: '27ਵਾਂ' },
    ],
    correct: 'A',
    explanation: {
      en: 'Position from the right = total − position from the left + 1 = 40 − 12 + 1 = 29. Put differently, 11 students are to her left, so 40 − 11 − 1 = 28 are to her right, and she is the 29th. 28th is the trap of forgetting to count Jaspreet herself.',
      pa: 'ਸੱਜੇ ਤੋਂ ਸਥਾਨ = ਕੁੱਲ − ਖੱਬੇ ਤੋਂ ਸਥਾਨ + 1 = 40 − 12 + 1 = 29। ਦੂਜੇ ਢੰਗ ਨਾਲ: ਉਸ ਦੇ ਖੱਬੇ 11 ਵਿਦਿਆਰਥੀ ਹਨ, ਇਸ ਲਈ ਸੱਜੇ 40 − 11 − 1 = 28 ਹਨ, ਅਤੇ ਉਹ 29ਵੀਂ ਹੈ। 28ਵਾਂ ਜਵਾਬ ਜਸਪ੍ਰੀਤ ਨੂੰ ਆਪ ਗਿਣਨਾ ਭੁੱਲ ਜਾਣ ਦੀ ਗ਼ਲਤੀ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-064',
    topic: 'csat',
    stem: {
      en: 'What comes next in the series A, C, F, J, O, ... ?',
      pa: 'ਲੜੀ A, C, F, J, O, ... ਵਿੱਚ ਅੱਗੇ ਕੀ ਆਵੇਗਾ?',
    },
    options: [same('T'), same('V'), same('S'), same('U')],
    correct: 'D',
    explanation: {
      en: 'The letters stand at positions 1, 3, 6, 10 and 15 of the alphabet; the gaps grow by one each time (+2, +3, +4, +5). The next gap is +6, so the next position is 15 + 6 = 21, which is U. T (20) is the trap of repeating the last gap of +5.',
      pa: 'ਇਹ ਅੱਖਰ ਵਰਣਮਾਲਾ ਦੇ 1, 3, 6, 10 ਅਤੇ 15ਵੇਂ ਸਥਾਨ ਉੱਤੇ ਹਨ; ਵਿੱਥ ਹਰ ਵਾਰ ਇੱਕ ਵਧਦੀ ਹੈ (+2, +3, +4, +5)। ਅਗਲੀ ਵਿੱਥ +6 ਹੈ, ਇਸ ਲਈ ਅਗਲਾ ਸਥਾਨ 15 + 6 = 21, ਭਾਵ U ਹੈ। T (20) ਪਿਛਲੀ +5 ਵਾਲੀ ਵਿੱਥ ਦੁਹਰਾਉਣ ਦੀ ਗ਼ਲਤੀ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-065',
    topic: 'csat',
    stem: {
      en: "Statement: A coaching centre puts up a notice: 'Register early for the scholarship test; seats at the examination hall are limited.'\nAssumptions:\nI. The scholarship test is the only way to join the centre.\nII. Some candidates who register late may not get a seat.\nWhich of the assumptions is implicit in the statement?",
      pa: "ਕਥਨ: ਇੱਕ ਕੋਚਿੰਗ ਸੈਂਟਰ ਨੋਟਿਸ ਲਾਉਂਦਾ ਹੈ: 'ਵਜ਼ੀਫ਼ਾ ਟੈਸਟ ਲਈ ਛੇਤੀ ਰਜਿਸਟਰ ਕਰੋ; ਪ੍ਰੀਖਿਆ ਹਾਲ ਵਿੱਚ ਸੀਟਾਂ ਸੀਮਤ ਹਨ।'\nਧਾਰਨਾਵਾਂ:\nI. ਸੈਂਟਰ ਵਿੱਚ ਦਾਖ਼ਲੇ ਦਾ ਇੱਕੋ-ਇੱਕ ਰਾਹ ਵਜ਼ੀਫ਼ਾ ਟੈਸਟ ਹੈ।\nII. ਦੇਰ ਨਾਲ ਰਜਿਸਟਰ ਕਰਨ ਵਾਲੇ ਕੁਝ ਉਮੀਦਵਾਰਾਂ ਨੂੰ ਸੀਟ ਨਹੀਂ ਮਿਲ ਸਕਦੀ।\nਕਥਨ ਵਿੱਚ ਕਿਹੜੀ ਧਾਰਨਾ ਅੰਦਰਖਾਤੇ ਸ਼ਾਮਲ ਹੈ?",
    },
    options: [
      { en: 'Only assumption I is implicit', pa: 'ਸਿਰਫ਼ ਧਾਰਨਾ I ਸ਼ਾਮਲ ਹੈ' },
      { en: 'Only assumption II is implicit', pa: 'ਸਿਰਫ਼ ਧਾਰਨਾ II ਸ਼ਾਮਲ ਹੈ' },
      { en: 'Both I and II are implicit', pa: 'I ਅਤੇ II ਦੋਵੇਂ ਸ਼ਾਮਲ ਹਨ' },
      { en: 'Neither I nor II is implicit', pa: 'ਨਾ I ਸ਼ਾਮਲ ਹੈ ਅਤੇ ਨਾ ਹੀ II' },
    ],
    correct: 'B',
    explanation: {
      en: "Advising early registration because seats are limited makes sense only if late registrants might miss out, so II is implicit. The notice is about one test; it says nothing about other ways of joining the centre, so I is not assumed. Reading 'only' into a notice that never says it is the usual trap in assumption questions.",
      pa: "ਸੀਟਾਂ ਸੀਮਤ ਹੋਣ ਕਰਕੇ ਛੇਤੀ ਰਜਿਸਟਰ ਕਰਨ ਦੀ ਸਲਾਹ ਤਾਂ ਹੀ ਅਰਥ ਰੱਖਦੀ ਹੈ ਜੇ ਦੇਰ ਨਾਲ ਰਜਿਸਟਰ ਕਰਨ ਵਾਲੇ ਰਹਿ ਸਕਦੇ ਹੋਣ, ਇਸ ਲਈ ਧਾਰਨਾ II ਸ਼ਾਮਲ ਹੈ। ਨੋਟਿਸ ਇੱਕ ਟੈਸਟ ਬਾਰੇ ਹੈ; ਇਹ ਸੈਂਟਰ ਵਿੱਚ ਦਾਖ਼ਲੇ ਦੇ ਹੋਰ ਰਾਹਾਂ ਬਾਰੇ ਕੁਝ ਨਹੀਂ ਕਹਿੰਦਾ, ਇਸ ਲਈ ਧਾਰਨਾ I ਨਹੀਂ। ਜਿਹੜਾ ਨੋਟਿਸ 'ਇੱਕੋ-ਇੱਕ' ਕਹਿੰਦਾ ਹੀ ਨਹੀਂ, ਉਸ ਵਿੱਚ ਇਹ ਸ਼ਬਦ ਪੜ੍ਹ ਲੈਣਾ ਧਾਰਨਾ ਵਾਲੇ ਸਵਾਲਾਂ ਦੀ ਆਮ ਗ਼ਲਤੀ ਹੈ।",
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-066',
    topic: 'csat',
    stem: withTable(milkCollection, {
      en: 'How much milk did the cooperative collect from the four villages together in 2024?',
      pa: '2024 ਵਿੱਚ ਸਹਿਕਾਰੀ ਸਭਾ ਨੇ ਚਾਰੇ ਪਿੰਡਾਂ ਤੋਂ ਕੁੱਲ ਕਿੰਨਾ ਦੁੱਧ ਇਕੱਠਾ ਕੀਤਾ?',
    }),
    options: [
      { en: '519 thousand litres', pa: '519 ਹਜ਼ਾਰ ਲੀਟਰ' },
      { en: '474 thousand litres', pa: '474 ਹਜ਼ਾਰ ਲੀਟਰ' },
      { en: '529 thousand litres', pa: '529 ਹਜ਼ਾਰ ਲੀਟਰ' },
      { en: '539 thousand litres', pa: '539 ਹਜ਼ਾਰ ਲੀਟਰ' },
    ],
    correct: 'C',
    explanation: {
      en: '2024 column: 150 + 117 + 162 + 100 = 529 thousand litres. 474 is the total for 2023 (135 + 99 + 144 + 96), the figure you get by reading the wrong column.',
      pa: '2024 ਵਾਲਾ ਕਾਲਮ: 150 + 117 + 162 + 100 = 529 ਹਜ਼ਾਰ ਲੀਟਰ। 474 ਸਾਲ 2023 ਦਾ ਜੋੜ ਹੈ (135 + 99 + 144 + 96), ਜੋ ਗ਼ਲਤ ਕਾਲਮ ਪੜ੍ਹਨ ਨਾਲ ਆਉਂਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-067',
    topic: 'csat',
    stem: withTable(milkCollection, {
      en: 'Which village showed the highest percentage increase in milk collected from 2022 to 2024?',
      pa: '2022 ਤੋਂ 2024 ਤੱਕ ਇਕੱਠੇ ਕੀਤੇ ਦੁੱਧ ਵਿੱਚ ਸਭ ਤੋਂ ਵੱਧ ਪ੍ਰਤੀਸ਼ਤ ਵਾਧਾ ਕਿਸ ਪਿੰਡ ਵਿੱਚ ਹੋਇਆ?',
    }),
    options: [
      { en: 'Kotla', pa: 'ਕੋਟਲਾ' },
      { en: 'Rampur', pa: 'ਰਾਮਪੁਰ' },
      { en: 'Sidhwan', pa: 'ਸਿੱਧਵਾਂ' },
      { en: 'Bhagta', pa: 'ਭਗਤਾ' },
    ],
    correct: 'B',
    explanation: {
      en: 'Kotla: 30 ÷ 120 = 25%. Rampur: 27 ÷ 90 = 30%. Sidhwan: 12 ÷ 150 = 8%. Bhagta: 20 ÷ 80 = 25%. Rampur leads. Kotla is the trap: it has the largest increase in litres (30 thousand), but on a bigger base, so its percentage is smaller.',
      pa: 'ਕੋਟਲਾ: 30 ÷ 120 = 25%। ਰਾਮਪੁਰ: 27 ÷ 90 = 30%। ਸਿੱਧਵਾਂ: 12 ÷ 150 = 8%। ਭਗਤਾ: 20 ÷ 80 = 25%। ਰਾਮਪੁਰ ਸਭ ਤੋਂ ਅੱਗੇ ਹੈ। ਕੋਟਲਾ ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਲੀਟਰਾਂ ਵਿੱਚ ਇਸ ਦਾ ਵਾਧਾ ਸਭ ਤੋਂ ਵੱਡਾ (30 ਹਜ਼ਾਰ) ਹੈ, ਪਰ ਵੱਡੇ ਆਧਾਰ ਉੱਤੇ, ਇਸ ਲਈ ਪ੍ਰਤੀਸ਼ਤ ਘੱਟ ਬਣਦੀ ਹੈ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-068',
    topic: 'csat',
    stem: withTable(milkCollection, {
      en: 'By what percentage did the milk collected from Sidhwan fall from 2022 to 2023?',
      pa: '2022 ਤੋਂ 2023 ਤੱਕ ਸਿੱਧਵਾਂ ਤੋਂ ਇਕੱਠਾ ਕੀਤਾ ਦੁੱਧ ਕਿੰਨੇ ਪ੍ਰਤੀਸ਼ਤ ਘਟਿਆ?',
    }),
    options: [same('6%'), same('5%'), same('3%'), same('4%')],
    correct: 'D',
    explanation: {
      en: 'The fall is 150 − 144 = 6 thousand litres, and 6 ÷ 150 × 100 = 4%. 6% is the trap: it is the fall in thousand litres, not the percentage, which must be worked out on the 2022 figure.',
      pa: 'ਕਮੀ 150 − 144 = 6 ਹਜ਼ਾਰ ਲੀਟਰ ਹੈ ਅਤੇ 6 ÷ 150 × 100 = 4%। 6% ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਇਹ ਹਜ਼ਾਰ ਲੀਟਰਾਂ ਵਿੱਚ ਕਮੀ ਹੈ, ਪ੍ਰਤੀਸ਼ਤ ਨਹੀਂ, ਜੋ 2022 ਦੇ ਅੰਕੜੇ ਉੱਤੇ ਕੱਢਣੀ ਹੁੰਦੀ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-069',
    topic: 'csat',
    stem: withTable(familyBudget, {
      en: 'How much does the family save each month?',
      pa: 'ਪਰਿਵਾਰ ਹਰ ਮਹੀਨੇ ਕਿੰਨੀ ਬੱਚਤ ਕਰਦਾ ਹੈ?',
    }),
    options: [same('₹10,800'), same('₹9,000'), same('₹12,000'), same('₹10,080')],
    correct: 'A',
    explanation: {
      en: 'Savings are 18% of ₹60,000 = 0.18 × 60,000 = ₹10,800. ₹12,000 is 20% of the income, which is the rent, not the savings.',
      pa: 'ਬੱਚਤ ₹60,000 ਦਾ 18% ਹੈ = 0.18 × 60,000 = ₹10,800। ₹12,000 ਆਮਦਨ ਦਾ 20% ਹੈ, ਜੋ ਕਿਰਾਇਆ ਹੈ, ਬੱਚਤ ਨਹੀਂ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-070',
    topic: 'csat',
    stem: withTable(familyBudget, {
      en: 'By how much does the monthly spending on food exceed the spending on transport?',
      pa: 'ਖਾਣ-ਪੀਣ ਉੱਤੇ ਮਹੀਨਾਵਾਰ ਖ਼ਰਚ ਆਵਾਜਾਈ ਉੱਤੇ ਖ਼ਰਚ ਨਾਲੋਂ ਕਿੰਨਾ ਵੱਧ ਹੈ?',
    }),
    options: [same('₹6,000'), same('₹15,000'), same('₹9,000'), same('₹7,500')],
    correct: 'C',
    explanation: {
      en: 'Food = 25% of 60,000 = ₹15,000 and transport = 10% of 60,000 = ₹6,000, so the difference is ₹9,000. A quicker route: (25 − 10)% = 15% of 60,000 = ₹9,000. ₹15,000 is the food spending itself, not the difference.',
      pa: 'ਖਾਣ-ਪੀਣ = 60,000 ਦਾ 25% = ₹15,000 ਅਤੇ ਆਵਾਜਾਈ = 60,000 ਦਾ 10% = ₹6,000, ਇਸ ਲਈ ਫ਼ਰਕ ₹9,000 ਹੈ। ਛੋਟਾ ਰਾਹ: (25 − 10)% = 60,000 ਦਾ 15% = ₹9,000। ₹15,000 ਖਾਣ-ਪੀਣ ਦਾ ਖ਼ਰਚ ਹੈ, ਫ਼ਰਕ ਨਹੀਂ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-071',
    topic: 'csat',
    stem: withTable(familyBudget, {
      en: 'If the rent goes up by 10% while the income and all other expenses stay the same, how much will the family save each month?',
      pa: 'ਜੇ ਕਿਰਾਇਆ 10% ਵਧ ਜਾਵੇ ਅਤੇ ਆਮਦਨ ਤੇ ਬਾਕੀ ਸਾਰੇ ਖ਼ਰਚੇ ਪਹਿਲਾਂ ਵਾਂਗ ਰਹਿਣ, ਤਾਂ ਪਰਿਵਾਰ ਹਰ ਮਹੀਨੇ ਕਿੰਨੀ ਬੱਚਤ ਕਰੇਗਾ?',
    }),
    options: [same('₹9,720'), same('₹9,600'), same('₹10,800'), same('₹12,000')],
    correct: 'B',
    explanation: {
      en: 'Rent = 20% of 60,000 = ₹12,000; a 10% rise adds ₹1,200. The extra money can come only out of savings: 10,800 − 1,200 = ₹9,600. ₹9,720 is the trap of cutting the savings themselves by 10% (10,800 × 0.9) instead of taking 10% of the rent.',
      pa: 'ਕਿਰਾਇਆ = 60,000 ਦਾ 20% = ₹12,000; 10% ਵਾਧੇ ਨਾਲ ₹1,200 ਹੋਰ ਲੱਗਦੇ ਹਨ। ਇਹ ਵਾਧੂ ਪੈਸਾ ਸਿਰਫ਼ ਬੱਚਤ ਵਿੱਚੋਂ ਹੀ ਆ ਸਕਦਾ ਹੈ: 10,800 − 1,200 = ₹9,600। ₹9,720 ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ, ਜਿਸ ਵਿੱਚ ਕਿਰਾਏ ਦਾ 10% ਲੈਣ ਦੀ ਥਾਂ ਬੱਚਤ ਨੂੰ ਹੀ 10% ਘਟਾ ਦਿੱਤਾ ਗਿਆ (10,800 × 0.9)।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-072',
    topic: 'csat',
    stem: withTable(schoolResults, {
      en: 'Which school had the highest pass percentage?',
      pa: 'ਕਿਸ ਸਕੂਲ ਦੀ ਪਾਸ ਪ੍ਰਤੀਸ਼ਤ ਸਭ ਤੋਂ ਵੱਧ ਰਹੀ?',
    }),
    options: [
      { en: 'School S', pa: 'ਸਕੂਲ S' },
      { en: 'School P', pa: 'ਸਕੂਲ P' },
      { en: 'School R', pa: 'ਸਕੂਲ R' },
      { en: 'School Q', pa: 'ਸਕੂਲ Q' },
    ],
    correct: 'A',
    explanation: {
      en: 'P: 36 ÷ 40 = 90%. Q: 36 ÷ 45 = 80%. R: 45 ÷ 50 = 90%. S: 23 ÷ 25 = 92%. S has the highest pass percentage even though it is the smallest school. R is the trap: it has the most students passing (45), but not the highest rate.',
      pa: 'P: 36 ÷ 40 = 90%। Q: 36 ÷ 45 = 80%। R: 45 ÷ 50 = 90%। S: 23 ÷ 25 = 92%। ਸਭ ਤੋਂ ਛੋਟਾ ਸਕੂਲ ਹੋਣ ਦੇ ਬਾਵਜੂਦ S ਦੀ ਪਾਸ ਪ੍ਰਤੀਸ਼ਤ ਸਭ ਤੋਂ ਵੱਧ ਹੈ। R ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਉੱਥੇ ਸਭ ਤੋਂ ਵੱਧ ਵਿਦਿਆਰਥੀ (45) ਪਾਸ ਹੋਏ, ਪਰ ਦਰ ਸਭ ਤੋਂ ਵੱਧ ਨਹੀਂ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-073',
    topic: 'csat',
    stem: withTable(schoolResults, {
      en: 'What is the overall pass percentage of the four schools taken together?',
      pa: 'ਚਾਰੇ ਸਕੂਲਾਂ ਨੂੰ ਮਿਲਾ ਕੇ ਕੁੱਲ ਪਾਸ ਪ੍ਰਤੀਸ਼ਤ ਕਿੰਨੀ ਹੈ?',
    }),
    options: [same('88%'), same('85%'), same('87.5%'), same('90%')],
    correct: 'C',
    explanation: {
      en: "Appeared: 40 + 45 + 50 + 25 = 160. Passed: 36 + 36 + 45 + 23 = 140. Overall pass percentage = 140 ÷ 160 × 100 = 87.5%. 88% is the trap: it is the simple average of the four schools' percentages ((90 + 80 + 90 + 92) ÷ 4), which ignores that the schools are of different sizes.",
      pa: 'ਪ੍ਰੀਖਿਆ ਵਿੱਚ ਬੈਠੇ: 40 + 45 + 50 + 25 = 160। ਪਾਸ ਹੋਏ: 36 + 36 + 45 + 23 = 140। ਕੁੱਲ ਪਾਸ ਪ੍ਰਤੀਸ਼ਤ = 140 ÷ 160 × 100 = 87.5%। 88% ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਇਹ ਚਾਰ ਸਕੂਲਾਂ ਦੀਆਂ ਪ੍ਰਤੀਸ਼ਤਾਂ ਦੀ ਸਧਾਰਨ ਔਸਤ ਹੈ ((90 + 80 + 90 + 92) ÷ 4), ਜੋ ਇਹ ਭੁੱਲ ਜਾਂਦੀ ਹੈ ਕਿ ਸਕੂਲਾਂ ਦਾ ਆਕਾਰ ਵੱਖ-ਵੱਖ ਹੈ।',
    },
    difficulty: 'hard',
    source: 'Institute mock',
  },
  {
    key: 'csat-074',
    topic: 'csat',
    stem: withTable(schoolResults, {
      en: 'What is the ratio of the number of students who failed in School P to the number who failed in School R?',
      pa: 'ਸਕੂਲ P ਵਿੱਚ ਫ਼ੇਲ੍ਹ ਹੋਏ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਗਿਣਤੀ ਅਤੇ ਸਕੂਲ R ਵਿੱਚ ਫ਼ੇਲ੍ਹ ਹੋਏ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਗਿਣਤੀ ਦਾ ਅਨੁਪਾਤ ਕੀ ਹੈ?',
    }),
    options: [same('1 : 1'), same('5 : 4'), same('9 : 10'), same('4 : 5')],
    correct: 'D',
    explanation: {
      en: 'Failed in P = 40 − 36 = 4; failed in R = 50 − 45 = 5; the ratio is 4 : 5. 1 : 1 is the trap: both schools have the same pass rate (90%), but R is bigger, so it has more failures. 5 : 4 reverses the order asked for.',
      pa: 'P ਵਿੱਚ ਫ਼ੇਲ੍ਹ = 40 − 36 = 4; R ਵਿੱਚ ਫ਼ੇਲ੍ਹ = 50 − 45 = 5; ਅਨੁਪਾਤ 4 : 5 ਹੈ। 1 : 1 ਫਸਾਉਣ ਵਾਲਾ ਵਿਕਲਪ ਹੈ: ਦੋਵਾਂ ਸਕੂਲਾਂ ਦੀ ਪਾਸ ਦਰ ਇੱਕੋ (90%) ਹੈ, ਪਰ R ਵੱਡਾ ਹੈ, ਇਸ ਲਈ ਉੱਥੇ ਫ਼ੇਲ੍ਹ ਵੀ ਵੱਧ ਹਨ। 5 : 4 ਪੁੱਛੇ ਗਏ ਕ੍ਰਮ ਨੂੰ ਉਲਟਾ ਦਿੰਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-075',
    topic: 'csat',
    stem: {
      en: 'You are the Block Development and Panchayat Officer supervising the distribution of flood-relief material. A local political leader insists that the villages where his supporters live be served first, although the damage survey shows that other villages are worse hit. What should you do?',
      pa: 'ਤੁਸੀਂ ਬਲਾਕ ਵਿਕਾਸ ਅਤੇ ਪੰਚਾਇਤ ਅਫ਼ਸਰ ਹੋ ਅਤੇ ਹੜ੍ਹ-ਰਾਹਤ ਸਮੱਗਰੀ ਦੀ ਵੰਡ ਦੀ ਨਿਗਰਾਨੀ ਕਰ ਰਹੇ ਹੋ। ਇੱਕ ਸਥਾਨਕ ਸਿਆਸੀ ਆਗੂ ਜ਼ਿੱਦ ਕਰਦਾ ਹੈ ਕਿ ਪਹਿਲਾਂ ਉਨ੍ਹਾਂ ਪਿੰਡਾਂ ਨੂੰ ਰਾਹਤ ਦਿੱਤੀ ਜਾਵੇ ਜਿੱਥੇ ਉਸ ਦੇ ਹਮਾਇਤੀ ਰਹਿੰਦੇ ਹਨ, ਜਦਕਿ ਨੁਕਸਾਨ ਦਾ ਸਰਵੇਖਣ ਦੱਸਦਾ ਹੈ ਕਿ ਦੂਜੇ ਪਿੰਡ ਵੱਧ ਪ੍ਰਭਾਵਿਤ ਹਨ। ਤੁਹਾਨੂੰ ਕੀ ਕਰਨਾ ਚਾਹੀਦਾ ਹੈ?',
    },
    options: [
      {
        en: 'Follow his wishes, since he can create trouble if he is displeased.',
        pa: 'ਉਸ ਦੀ ਗੱਲ ਮੰਨ ਲਓ, ਕਿਉਂਕਿ ਨਾਰਾਜ਼ ਹੋਣ ਉੱਤੇ ਉਹ ਮੁਸ਼ਕਲ ਖੜ੍ਹੀ ਕਰ ਸਕਦਾ ਹੈ।',
      },
      { en: 'Stop the distribution until the leader leaves the area.', pa: 'ਜਦੋਂ ਤੱਕ ਆਗੂ ਇਲਾਕੇ ਤੋਂ ਚਲਾ ਨਹੀਂ ਜਾਂਦਾ, ਵੰਡ ਰੋਕ ਦਿਓ।' },
      {
        en: 'Hand the relief material over to the leader and let him distribute it.',
        pa: 'ਰਾਹਤ ਸਮੱਗਰੀ ਆਗੂ ਨੂੰ ਸੌਂਪ ਦਿਓ ਅਤੇ ਉਸ ਨੂੰ ਹੀ ਵੰਡਣ ਦਿਓ।',
      },
      {
        en: 'Continue the distribution in the order set by the damage survey, politely explain the basis to the leader, and keep your superiors informed.',
        pa: 'ਨੁਕਸਾਨ ਦੇ ਸਰਵੇਖਣ ਵਿੱਚ ਤੈਅ ਕ੍ਰਮ ਅਨੁਸਾਰ ਵੰਡ ਜਾਰੀ ਰੱਖੋ, ਆਗੂ ਨੂੰ ਨਿਮਰਤਾ ਨਾਲ ਇਸ ਦਾ ਆਧਾਰ ਸਮਝਾਓ ਅਤੇ ਆਪਣੇ ਉੱਚ ਅਧਿਕਾਰੀਆਂ ਨੂੰ ਜਾਣੂ ਰੱਖੋ।',
      },
    ],
    correct: 'D',
    explanation: {
      en: "Relief must reach the worst-hit first, and the damage survey is an objective basis for deciding who that is. Explaining the basis keeps the conversation civil, and informing superiors protects the process if the pressure continues. B may look firm, but halting aid punishes flood victims for someone else's conduct. A and C give up the impartiality that public relief depends on.",
      pa: 'ਰਾਹਤ ਸਭ ਤੋਂ ਵੱਧ ਪ੍ਰਭਾਵਿਤ ਲੋਕਾਂ ਤੱਕ ਪਹਿਲਾਂ ਪਹੁੰਚਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਨੁਕਸਾਨ ਦਾ ਸਰਵੇਖਣ ਇਹ ਤੈਅ ਕਰਨ ਦਾ ਨਿਰਪੱਖ ਆਧਾਰ ਹੈ। ਆਧਾਰ ਸਮਝਾਉਣ ਨਾਲ ਗੱਲਬਾਤ ਸੁਖਾਵੀਂ ਰਹਿੰਦੀ ਹੈ, ਅਤੇ ਉੱਚ ਅਧਿਕਾਰੀਆਂ ਨੂੰ ਜਾਣੂ ਰੱਖਣ ਨਾਲ ਦਬਾਅ ਜਾਰੀ ਰਹਿਣ ਦੀ ਸੂਰਤ ਵਿੱਚ ਪ੍ਰਕਿਰਿਆ ਸੁਰੱਖਿਅਤ ਰਹਿੰਦੀ ਹੈ। B ਸਖ਼ਤੀ ਵਾਲਾ ਕਦਮ ਲੱਗ ਸਕਦਾ ਹੈ, ਪਰ ਰਾਹਤ ਰੋਕਣ ਨਾਲ ਕਿਸੇ ਹੋਰ ਦੇ ਵਤੀਰੇ ਦੀ ਸਜ਼ਾ ਹੜ੍ਹ-ਪੀੜਤਾਂ ਨੂੰ ਮਿਲਦੀ ਹੈ। A ਅਤੇ C ਉਸ ਨਿਰਪੱਖਤਾ ਨੂੰ ਛੱਡ ਦਿੰਦੇ ਹਨ ਜਿਸ ਉੱਤੇ ਸਰਕਾਰੀ ਰਾਹਤ ਟਿਕੀ ਹੁੰਦੀ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-076',
    topic: 'csat',
    stem: {
      en: "As the Sub-Divisional Magistrate, you learn that an elderly widow's pension file has been lying in your office for four months without any action. She has come to meet you in person. What is the most appropriate response?",
      pa: 'ਉਪ-ਮੰਡਲ ਮੈਜਿਸਟ੍ਰੇਟ ਵਜੋਂ ਤੁਹਾਨੂੰ ਪਤਾ ਲੱਗਦਾ ਹੈ ਕਿ ਇੱਕ ਬਜ਼ੁਰਗ ਵਿਧਵਾ ਦੀ ਪੈਨਸ਼ਨ ਦੀ ਫ਼ਾਈਲ ਚਾਰ ਮਹੀਨਿਆਂ ਤੋਂ ਤੁਹਾਡੇ ਦਫ਼ਤਰ ਵਿੱਚ ਬਿਨਾਂ ਕਿਸੇ ਕਾਰਵਾਈ ਦੇ ਪਈ ਹੈ। ਉਹ ਤੁਹਾਨੂੰ ਖ਼ੁਦ ਮਿਲਣ ਆਈ ਹੈ। ਸਭ ਤੋਂ ਢੁਕਵਾਂ ਕਦਮ ਕਿਹੜਾ ਹੈ?',
    },
    options: [
      {
        en: 'Advise her to file an RTI application to find out the status of her file.',
        pa: 'ਉਸ ਨੂੰ ਸਲਾਹ ਦਿਓ ਕਿ ਫ਼ਾਈਲ ਦੀ ਸਥਿਤੀ ਜਾਣਨ ਲਈ ਆਰ.ਟੀ.ਆਈ. ਅਰਜ਼ੀ ਪਾਵੇ।',
      },
      {
        en: 'Find out where the file is held up, get it decided within a short fixed time, tell her the date, and fix responsibility for the delay.',
        pa: 'ਪਤਾ ਕਰੋ ਕਿ ਫ਼ਾਈਲ ਕਿੱਥੇ ਅਟਕੀ ਹੈ, ਥੋੜ੍ਹੇ ਮਿੱਥੇ ਸਮੇਂ ਵਿੱਚ ਉਸ ਦਾ ਫ਼ੈਸਲਾ ਕਰਵਾਓ, ਉਸ ਨੂੰ ਤਾਰੀਖ਼ ਦੱਸੋ ਅਤੇ ਦੇਰੀ ਲਈ ਜ਼ਿੰਮੇਵਾਰੀ ਤੈਅ ਕਰੋ।',
      },
      {
        en: 'Suspend the dealing clerk on the spot without looking into the matter.',
        pa: 'ਮਾਮਲੇ ਦੀ ਜਾਂਚ ਕੀਤੇ ਬਿਨਾਂ ਸਬੰਧਿਤ ਕਲਰਕ ਨੂੰ ਮੌਕੇ ਉੱਤੇ ਹੀ ਮੁਅੱਤਲ ਕਰ ਦਿਓ।',
      },
      {
        en: 'Tell her to come back after a month, as the office is busy.',
        pa: 'ਉਸ ਨੂੰ ਕਹੋ ਕਿ ਦਫ਼ਤਰ ਵਿੱਚ ਕੰਮ ਬਹੁਤ ਹੈ, ਇਸ ਲਈ ਮਹੀਨੇ ਬਾਅਦ ਆਵੇ।',
      },
    ],
    correct: 'B',
    explanation: {
      en: 'B solves her problem quickly and also deals with the cause of the delay, fairly, after finding out what went wrong. C is tempting because it looks decisive, but punishing without inquiry is unjust and does nothing to move her file. A shifts the burden onto the citizen when the officer could simply act, and D adds to a delay that is already unreasonable.',
      pa: 'B ਉਸ ਦੀ ਸਮੱਸਿਆ ਛੇਤੀ ਹੱਲ ਕਰਦਾ ਹੈ ਅਤੇ ਨਾਲ ਹੀ ਇਹ ਪਤਾ ਲਾ ਕੇ ਕਿ ਗੜਬੜ ਕਿੱਥੇ ਹੋਈ, ਦੇਰੀ ਦੇ ਕਾਰਨ ਨਾਲ ਨਿਰਪੱਖਤਾ ਨਾਲ ਨਜਿੱਠਦਾ ਹੈ। C ਫ਼ੈਸਲਾਕੁਨ ਦਿਸਣ ਕਰਕੇ ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ, ਪਰ ਜਾਂਚ ਤੋਂ ਬਿਨਾਂ ਸਜ਼ਾ ਬੇਇਨਸਾਫ਼ੀ ਹੈ ਅਤੇ ਇਸ ਨਾਲ ਉਸ ਦੀ ਫ਼ਾਈਲ ਅੱਗੇ ਨਹੀਂ ਵਧਦੀ। A ਬੋਝ ਨਾਗਰਿਕ ਉੱਤੇ ਪਾ ਦਿੰਦਾ ਹੈ ਜਦਕਿ ਅਫ਼ਸਰ ਆਪ ਕਾਰਵਾਈ ਕਰ ਸਕਦਾ ਹੈ, ਅਤੇ D ਪਹਿਲਾਂ ਹੀ ਹੱਦੋਂ ਵੱਧ ਦੇਰੀ ਨੂੰ ਹੋਰ ਵਧਾਉਂਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-077',
    topic: 'csat',
    stem: {
      en: 'You discover that a report you sent to the State Government last week understated, by mistake, the number of families in your district who are eligible for a housing scheme. What should you do?',
      pa: 'ਤੁਹਾਨੂੰ ਪਤਾ ਲੱਗਦਾ ਹੈ ਕਿ ਪਿਛਲੇ ਹਫ਼ਤੇ ਤੁਸੀਂ ਰਾਜ ਸਰਕਾਰ ਨੂੰ ਜੋ ਰਿਪੋਰਟ ਭੇਜੀ ਸੀ, ਉਸ ਵਿੱਚ ਗ਼ਲਤੀ ਨਾਲ ਤੁਹਾਡੇ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਇੱਕ ਆਵਾਸ ਯੋਜਨਾ ਦੇ ਯੋਗ ਪਰਿਵਾਰਾਂ ਦੀ ਗਿਣਤੀ ਘੱਟ ਦਿਖਾਈ ਗਈ ਹੈ। ਤੁਹਾਨੂੰ ਕੀ ਕਰਨਾ ਚਾਹੀਦਾ ਹੈ?',
    },
    options: [
      {
        en: 'Inform your superiors at once and send a corrected report that explains the error.',
        pa: 'ਤੁਰੰਤ ਆਪਣੇ ਉੱਚ ਅਧਿਕਾਰੀਆਂ ਨੂੰ ਦੱਸੋ ਅਤੇ ਗ਼ਲਤੀ ਦੀ ਵਿਆਖਿਆ ਸਮੇਤ ਸੋਧੀ ਹੋਈ ਰਿਪੋਰਟ ਭੇਜੋ।',
      },
      { en: 'Say nothing, since the report has already been accepted.', pa: 'ਕੁਝ ਨਾ ਕਹੋ, ਕਿਉਂਕਿ ਰਿਪੋਰਟ ਪਹਿਲਾਂ ਹੀ ਮਨਜ਼ੂਰ ਹੋ ਚੁੱਕੀ ਹੈ।' },
      { en: 'Wait and see whether anyone notices the error.', pa: 'ਉਡੀਕ ਕਰੋ ਕਿ ਕਿਸੇ ਦਾ ਗ਼ਲਤੀ ਵੱਲ ਧਿਆਨ ਜਾਂਦਾ ਹੈ ਜਾਂ ਨਹੀਂ।' },
      {
        en: "Quietly add the missing families to next year's list.",
        pa: 'ਚੁੱਪ-ਚਾਪ ਰਹਿ ਗਏ ਪਰਿਵਾਰਾਂ ਨੂੰ ਅਗਲੇ ਸਾਲ ਦੀ ਸੂਚੀ ਵਿੱਚ ਪਾ ਦਿਓ।',
      },
    ],
    correct: 'A',
    explanation: {
      en: "Owning the mistake and correcting it promptly is both honest and in the interest of the eligible families, who would otherwise lose a year's benefit. D looks like a fix, but it delays help by a year and leaves a wrong official record in place. B and C put the officer's comfort before the public interest.",
      pa: 'ਗ਼ਲਤੀ ਮੰਨ ਕੇ ਉਸ ਨੂੰ ਫ਼ੌਰਨ ਸੁਧਾਰਨਾ ਈਮਾਨਦਾਰੀ ਵੀ ਹੈ ਅਤੇ ਯੋਗ ਪਰਿਵਾਰਾਂ ਦੇ ਹਿਤ ਵਿੱਚ ਵੀ ਹੈ, ਜਿਨ੍ਹਾਂ ਦਾ ਨਹੀਂ ਤਾਂ ਇੱਕ ਸਾਲ ਦਾ ਲਾਭ ਮਾਰਿਆ ਜਾਵੇਗਾ। D ਹੱਲ ਜਾਪਦਾ ਹੈ, ਪਰ ਇਹ ਮਦਦ ਇੱਕ ਸਾਲ ਪਛੇਤੀ ਕਰਦਾ ਹੈ ਅਤੇ ਗ਼ਲਤ ਸਰਕਾਰੀ ਰਿਕਾਰਡ ਕਾਇਮ ਰਹਿਣ ਦਿੰਦਾ ਹੈ। B ਅਤੇ C ਲੋਕ-ਹਿਤ ਨਾਲੋਂ ਅਫ਼ਸਰ ਦੀ ਆਪਣੀ ਸਹੂਲਤ ਨੂੰ ਪਹਿਲ ਦਿੰਦੇ ਹਨ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-078',
    topic: 'csat',
    stem: {
      en: 'As an agriculture development officer, you visit a village where small farmers say they burn paddy stubble because they cannot afford the machines needed to manage it. What is the best course of action?',
      pa: 'ਖੇਤੀਬਾੜੀ ਵਿਕਾਸ ਅਫ਼ਸਰ ਵਜੋਂ ਤੁਸੀਂ ਇੱਕ ਪਿੰਡ ਜਾਂਦੇ ਹੋ, ਜਿੱਥੇ ਛੋਟੇ ਕਿਸਾਨ ਦੱਸਦੇ ਹਨ ਕਿ ਉਹ ਝੋਨੇ ਦੀ ਪਰਾਲੀ ਇਸ ਲਈ ਸਾੜਦੇ ਹਨ ਕਿਉਂਕਿ ਉਸ ਦੀ ਸਾਂਭ-ਸੰਭਾਲ ਲਈ ਲੋੜੀਂਦੀਆਂ ਮਸ਼ੀਨਾਂ ਖ਼ਰੀਦਣ ਦੀ ਉਨ੍ਹਾਂ ਦੀ ਪਹੁੰਚ ਨਹੀਂ। ਸਭ ਤੋਂ ਵਧੀਆ ਕਦਮ ਕਿਹੜਾ ਹੈ?',
    },
    options: [
      { en: 'Register cases against all the farmers at once.', pa: 'ਸਾਰੇ ਕਿਸਾਨਾਂ ਵਿਰੁੱਧ ਤੁਰੰਤ ਕੇਸ ਦਰਜ ਕਰਵਾਓ।' },
      { en: 'Ignore the burning, since the farmers are poor.', pa: 'ਪਰਾਲੀ ਸਾੜਨ ਨੂੰ ਅਣਡਿੱਠ ਕਰੋ, ਕਿਉਂਕਿ ਕਿਸਾਨ ਗ਼ਰੀਬ ਹਨ।' },
      { en: 'Advise them to clear the stubble by hand.', pa: 'ਉਨ੍ਹਾਂ ਨੂੰ ਹੱਥਾਂ ਨਾਲ ਪਰਾਲੀ ਸਾਫ਼ ਕਰਨ ਦੀ ਸਲਾਹ ਦਿਓ।' },
      {
        en: 'Link them with custom hiring centres or cooperative societies that rent out straw-management machines, arrange field demonstrations, and explain the harm that burning does to the soil and to health.',
        pa: 'ਉਨ੍ਹਾਂ ਨੂੰ ਪਰਾਲੀ ਸੰਭਾਲ ਵਾਲੀਆਂ ਮਸ਼ੀਨਾਂ ਕਿਰਾਏ ਉੱਤੇ ਦੇਣ ਵਾਲੇ ਕਸਟਮ ਹਾਇਰਿੰਗ ਸੈਂਟਰਾਂ ਜਾਂ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਨਾਲ ਜੋੜੋ, ਖੇਤਾਂ ਵਿੱਚ ਪ੍ਰਦਰਸ਼ਨੀਆਂ ਕਰਵਾਓ ਅਤੇ ਸਮਝਾਓ ਕਿ ਪਰਾਲੀ ਸਾੜਨ ਨਾਲ ਮਿੱਟੀ ਅਤੇ ਸਿਹਤ ਦਾ ਕੀ ਨੁਕਸਾਨ ਹੁੰਦਾ ਹੈ।',
      },
    ],
    correct: 'D',
    explanation: {
      en: 'The farmers have named their reason, the cost of machines, and D removes it by giving them affordable access to machines while also explaining why burning is harmful. A is the tempting answer because burning is an offence, but punishing without offering a workable alternative does not stop it next season. B ignores the law and public health, and C is impractical over large fields in the short gap before wheat sowing.',
      pa: 'ਕਿਸਾਨਾਂ ਨੇ ਆਪਣਾ ਕਾਰਨ, ਮਸ਼ੀਨਾਂ ਦੀ ਕੀਮਤ, ਦੱਸ ਦਿੱਤਾ ਹੈ, ਅਤੇ D ਉਨ੍ਹਾਂ ਨੂੰ ਸਸਤੇ ਵਿੱਚ ਮਸ਼ੀਨਾਂ ਤੱਕ ਪਹੁੰਚ ਦੇ ਕੇ ਇਹ ਕਾਰਨ ਦੂਰ ਕਰਦਾ ਹੈ ਅਤੇ ਨਾਲ ਹੀ ਸਮਝਾਉਂਦਾ ਹੈ ਕਿ ਸਾੜਨਾ ਨੁਕਸਾਨਦੇਹ ਕਿਉਂ ਹੈ। A ਇਸ ਲਈ ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ ਕਿ ਪਰਾਲੀ ਸਾੜਨਾ ਅਪਰਾਧ ਹੈ, ਪਰ ਕੋਈ ਕਾਰਗਰ ਬਦਲ ਦਿੱਤੇ ਬਿਨਾਂ ਸਜ਼ਾ ਦੇਣ ਨਾਲ ਅਗਲੇ ਸੀਜ਼ਨ ਇਹ ਨਹੀਂ ਰੁਕਦਾ। B ਕਾਨੂੰਨ ਅਤੇ ਲੋਕ-ਸਿਹਤ ਨੂੰ ਅਣਡਿੱਠ ਕਰਦਾ ਹੈ, ਅਤੇ ਕਣਕ ਦੀ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਦੇ ਥੋੜ੍ਹੇ ਜਿਹੇ ਸਮੇਂ ਵਿੱਚ ਵੱਡੇ ਖੇਤਾਂ ਵਿੱਚ C ਅਮਲੀ ਨਹੀਂ।',
    },
    difficulty: 'medium',
    source: 'Institute mock',
  },
  {
    key: 'csat-079',
    topic: 'csat',
    stem: {
      en: "You are the superintendent of an examination centre. An invigilator reports that a candidate, the son of a senior officer of your department, has been caught with written notes. The officer telephones you and asks you to 'overlook it this once'. What should you do?",
      pa: "ਤੁਸੀਂ ਇੱਕ ਪ੍ਰੀਖਿਆ ਕੇਂਦਰ ਦੇ ਸੁਪਰਡੈਂਟ ਹੋ। ਇੱਕ ਨਿਗਰਾਨ ਦੱਸਦਾ ਹੈ ਕਿ ਤੁਹਾਡੇ ਵਿਭਾਗ ਦੇ ਇੱਕ ਸੀਨੀਅਰ ਅਧਿਕਾਰੀ ਦਾ ਪੁੱਤਰ, ਜੋ ਉਮੀਦਵਾਰ ਹੈ, ਲਿਖੀਆਂ ਪਰਚੀਆਂ ਸਮੇਤ ਫੜਿਆ ਗਿਆ ਹੈ। ਅਧਿਕਾਰੀ ਤੁਹਾਨੂੰ ਫ਼ੋਨ ਕਰਕੇ ਕਹਿੰਦਾ ਹੈ ਕਿ 'ਇਸ ਵਾਰ ਅਣਡਿੱਠ ਕਰ ਦਿਓ'। ਤੁਹਾਨੂੰ ਕੀ ਕਰਨਾ ਚਾਹੀਦਾ ਹੈ?",
    },
    options: [
      {
        en: 'Let the candidate off with a warning, to avoid trouble with a senior officer.',
        pa: 'ਸੀਨੀਅਰ ਅਧਿਕਾਰੀ ਨਾਲ ਕਿਸੇ ਮੁਸ਼ਕਲ ਤੋਂ ਬਚਣ ਲਈ ਉਮੀਦਵਾਰ ਨੂੰ ਚੇਤਾਵਨੀ ਦੇ ਕੇ ਛੱਡ ਦਿਓ।',
      },
      {
        en: 'Let the candidate continue, but quietly ask the examiner to mark him down.',
        pa: 'ਉਮੀਦਵਾਰ ਨੂੰ ਪ੍ਰੀਖਿਆ ਜਾਰੀ ਰੱਖਣ ਦਿਓ, ਪਰ ਚੁੱਪ-ਚਾਪ ਪਰੀਖਿਅਕ ਨੂੰ ਉਸ ਦੇ ਅੰਕ ਘਟਾਉਣ ਲਈ ਕਹਿ ਦਿਓ।',
      },
      {
        en: 'Politely decline the request and deal with the case exactly as the rules provide for any other candidate, recording the facts in your report.',
        pa: 'ਬੇਨਤੀ ਨੂੰ ਨਿਮਰਤਾ ਨਾਲ ਨਾਂਹ ਕਰੋ ਅਤੇ ਮਾਮਲੇ ਨਾਲ ਬਿਲਕੁਲ ਉਸੇ ਤਰ੍ਹਾਂ ਨਜਿੱਠੋ ਜਿਵੇਂ ਨਿਯਮ ਕਿਸੇ ਵੀ ਹੋਰ ਉਮੀਦਵਾਰ ਲਈ ਕਹਿੰਦੇ ਹਨ, ਅਤੇ ਤੱਥ ਆਪਣੀ ਰਿਪੋਰਟ ਵਿੱਚ ਦਰਜ ਕਰੋ।',
      },
      { en: 'Ask the invigilator to withdraw the report.', pa: 'ਨਿਗਰਾਨ ਨੂੰ ਆਪਣੀ ਰਿਪੋਰਟ ਵਾਪਸ ਲੈਣ ਲਈ ਕਹੋ।' },
    ],
    correct: 'C',
    explanation: {
      en: 'An examination is fair only if the same rules apply to every candidate, whoever the parents are; C applies them and keeps a record. B looks like a middle path, but it is an arbitrary penalty outside the rules and hides the facts. A and D give in to pressure and treat the other candidates unfairly.',
      pa: 'ਪ੍ਰੀਖਿਆ ਤਾਂ ਹੀ ਨਿਰਪੱਖ ਹੈ ਜੇ ਹਰ ਉਮੀਦਵਾਰ ਉੱਤੇ, ਉਸ ਦੇ ਮਾਪੇ ਕੋਈ ਵੀ ਹੋਣ, ਇੱਕੋ ਨਿਯਮ ਲਾਗੂ ਹੋਣ; C ਇਹ ਨਿਯਮ ਲਾਗੂ ਕਰਦਾ ਹੈ ਅਤੇ ਰਿਕਾਰਡ ਵੀ ਰੱਖਦਾ ਹੈ। B ਵਿਚਕਾਰਲਾ ਰਾਹ ਜਾਪਦਾ ਹੈ, ਪਰ ਇਹ ਨਿਯਮਾਂ ਤੋਂ ਬਾਹਰ ਮਨਮਰਜ਼ੀ ਦੀ ਸਜ਼ਾ ਹੈ ਅਤੇ ਤੱਥਾਂ ਨੂੰ ਲੁਕਾਉਂਦਾ ਹੈ। A ਅਤੇ D ਦਬਾਅ ਅੱਗੇ ਝੁਕ ਜਾਂਦੇ ਹਨ ਅਤੇ ਬਾਕੀ ਉਮੀਦਵਾਰਾਂ ਨਾਲ ਬੇਇਨਸਾਫ਼ੀ ਕਰਦੇ ਹਨ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
  {
    key: 'csat-080',
    topic: 'csat',
    stem: {
      en: 'A capable member of your team has been arriving late for two weeks. When you speak to her privately, she tells you that she is looking after a parent who is seriously ill. What would be the best response?',
      pa: 'ਤੁਹਾਡੀ ਟੀਮ ਦੀ ਇੱਕ ਕਾਬਲ ਮੈਂਬਰ ਦੋ ਹਫ਼ਤਿਆਂ ਤੋਂ ਦੇਰ ਨਾਲ ਆ ਰਹੀ ਹੈ। ਜਦੋਂ ਤੁਸੀਂ ਉਸ ਨਾਲ ਇਕੱਲਿਆਂ ਗੱਲ ਕਰਦੇ ਹੋ ਤਾਂ ਉਹ ਦੱਸਦੀ ਹੈ ਕਿ ਉਹ ਆਪਣੇ ਗੰਭੀਰ ਬਿਮਾਰ ਮਾਤਾ ਜਾਂ ਪਿਤਾ ਦੀ ਦੇਖਭਾਲ ਕਰ ਰਹੀ ਹੈ। ਸਭ ਤੋਂ ਵਧੀਆ ਕਦਮ ਕੀ ਹੋਵੇਗਾ?',
    },
    options: [
      {
        en: 'Issue her a show-cause notice at once, so that others do not follow her example.',
        pa: 'ਉਸ ਨੂੰ ਤੁਰੰਤ ਕਾਰਨ ਦੱਸੋ ਨੋਟਿਸ ਜਾਰੀ ਕਰੋ, ਤਾਂ ਜੋ ਦੂਜੇ ਉਸ ਦੀ ਰੀਸ ਨਾ ਕਰਨ।',
      },
      {
        en: "Understand her situation, work out a temporary arrangement that the rules allow (such as adjusted hours or leave), and make sure the team's work is covered.",
        pa: 'ਉਸ ਦੀ ਹਾਲਤ ਸਮਝੋ, ਨਿਯਮਾਂ ਅਨੁਸਾਰ ਕੋਈ ਆਰਜ਼ੀ ਪ੍ਰਬੰਧ (ਜਿਵੇਂ ਸਮੇਂ ਵਿੱਚ ਤਬਦੀਲੀ ਜਾਂ ਛੁੱਟੀ) ਕੱਢੋ, ਅਤੇ ਯਕੀਨੀ ਬਣਾਓ ਕਿ ਟੀਮ ਦਾ ਕੰਮ ਨਾ ਰੁਕੇ।',
      },
      {
        en: 'Ignore the matter, since her personal life is not your concern.',
        pa: 'ਮਾਮਲੇ ਨੂੰ ਅਣਡਿੱਠ ਕਰੋ, ਕਿਉਂਕਿ ਉਸ ਦੀ ਨਿੱਜੀ ਜ਼ਿੰਦਗੀ ਨਾਲ ਤੁਹਾਡਾ ਕੋਈ ਵਾਸਤਾ ਨਹੀਂ।',
      },
      { en: 'Reprimand her at the next team meeting.', pa: 'ਅਗਲੀ ਟੀਮ ਮੀਟਿੰਗ ਵਿੱਚ ਉਸ ਨੂੰ ਝਾੜ ਪਾਓ।' },
    ],
    correct: 'B',
    explanation: {
      en: 'B combines empathy with responsibility: it responds to a genuine cause within the rules and keeps the work going. A is tempting as a show of discipline, but it ignores a real and temporary reason and is likely to lose a good employee. C leaves both her problem and the work unattended, and D humiliates her in front of colleagues.',
      pa: 'B ਹਮਦਰਦੀ ਅਤੇ ਜ਼ਿੰਮੇਵਾਰੀ ਦੋਵਾਂ ਨੂੰ ਜੋੜਦਾ ਹੈ: ਇਹ ਨਿਯਮਾਂ ਦੇ ਅੰਦਰ ਰਹਿ ਕੇ ਇੱਕ ਅਸਲ ਕਾਰਨ ਦਾ ਹੱਲ ਕਰਦਾ ਹੈ ਅਤੇ ਕੰਮ ਵੀ ਚੱਲਦਾ ਰੱਖਦਾ ਹੈ। A ਅਨੁਸ਼ਾਸਨ ਦਿਖਾਉਣ ਵਜੋਂ ਭੁਲੇਖਾ ਪਾਉਂਦਾ ਹੈ, ਪਰ ਇਹ ਇੱਕ ਸੱਚੇ ਅਤੇ ਆਰਜ਼ੀ ਕਾਰਨ ਨੂੰ ਅਣਡਿੱਠ ਕਰਦਾ ਹੈ ਅਤੇ ਇੱਕ ਚੰਗੀ ਮੁਲਾਜ਼ਮ ਨੂੰ ਗੁਆ ਸਕਦਾ ਹੈ। C ਨਾ ਉਸ ਦੀ ਸਮੱਸਿਆ ਵੱਲ ਧਿਆਨ ਦਿੰਦਾ ਹੈ ਨਾ ਕੰਮ ਵੱਲ, ਅਤੇ D ਉਸ ਨੂੰ ਸਾਥੀਆਂ ਸਾਹਮਣੇ ਜ਼ਲੀਲ ਕਰਦਾ ਹੈ।',
    },
    difficulty: 'easy',
    source: 'Institute mock',
  },
]
