/**
 * Text of the PYQ archive's downloadable files (src/seed/sections/library.ts makes the PDFs). Prelims
 * papers draw their questions from the question bank (questions.ts); the descriptive Mains papers use
 * the questions below, a pool per paper from which each year takes its own set, with the model answer
 * outline that the answer-key PDF gives. PDF text is Latin only (see src/seed/pdf.ts), so the Punjabi
 * paper's questions are given in English, with Punjabi terms transliterated.
 */

export type MainsQuestion = {
  question: string
  marks: number
  /** Word limit; none for questions that are not answered in prose (grammar, idioms). */
  words?: number
  /** The points a good answer covers, for the model answer outline. */
  outline: string
}

/** Bank questions that describe something that happened after a given year, though their text names no year. */
export const questionNotBefore: Record<string, number> = {
  // Punjab declared the Indus river dolphin its State aquatic animal in 2019.
  'environment-002': 2019,
}

/** Per paper (keyed like the PYQ filter, `gs-paper-1`), the pool a year's Mains paper takes its questions from. */
export const mainsQuestionPools: Record<string, MainsQuestion[]> = {
  'punjabi-gurmukhi-script': [
    {
      question:
        'Write an essay of about 400 words in Punjabi on any one of the following: (a) Teeyan: the festival of the daughters of Punjab; (b) The Punjabi language in the age of the mobile phone; (c) My village: yesterday and today.',
      marks: 25,
      words: 400,
      outline:
        'Introduction that defines the subject; three or four developed paragraphs (for Teeyan: the month of Sawan, swings, giddha and boliyan, the visit of married daughters to their parents; for the language: Gurmukhi keyboards, social media, mixing of English words, the duty to write correctly); a conclusion with a personal view. Marks go to correct spelling in Gurmukhi, paragraphing and idiomatic Punjabi.',
    },
    {
      question:
        'Write a letter to the Deputy Commissioner of your district about stray cattle on the link roads of your area, which cause frequent accidents.',
      marks: 15,
      words: 200,
      outline:
        'Correct format: sender\'s address, date, "Sewa vikhe" with the Deputy Commissioner\'s designation and district, subject line, respectful salutation. Body: the problem with places and recent accidents, the danger at night, the request (gaushala capacity, reflective tags, patrolling). Closing: "Dhanvad sahit" and signature.',
    },
    {
      question:
        'Explain the meaning of the following idioms (muhavare) and use each in a sentence: (a) akkhan da tara hona; (b) nakk vich dam karna; (c) paani paani hona; (d) Eid da chann hona; (e) naani chete aa jaani.',
      marks: 10,
      outline:
        '(a) to be very dear; (b) to harass someone; (c) to be deeply ashamed; (d) to be seen very rarely; (e) to face great difficulty. One mark for each meaning, one for each sentence that uses the idiom in its proper sense.',
    },
    {
      question:
        'Translate into Punjabi: "Punjab is known as the land of five rivers. Its fertile plains, hard-working farmers and rich culture have made it one of the most prosperous states of India. Today the state must save its groundwater for the coming generations."',
      marks: 10,
      outline:
        'A faithful, natural Punjabi version: "Punjab nu panj dariyawan di dharti kiha janda hai..." Marks for accuracy of meaning, correct Gurmukhi spelling (dharti, upjau maidan, mehnati kisan) and natural word order rather than word-for-word rendering.',
    },
    {
      question:
        'Write a report of about 200 words for a Punjabi newspaper on a blood donation camp organised by the youth club of your village.',
      marks: 15,
      words: 200,
      outline:
        'Headline and dateline; who organised it, where and when; the number of donors and units collected; the hospital or blood bank that took part; words of the chief guest or a doctor; the message to readers. Report style: third person, past tense, facts first.',
    },
    {
      question:
        'Write a short note on the contribution of any one of the following to Punjabi literature: (a) Bhai Vir Singh; (b) Amrita Pritam; (c) Shiv Kumar Batalvi.',
      marks: 15,
      words: 250,
      outline:
        'Bhai Vir Singh: father of modern Punjabi literature, "Sundari" (1898), the epic "Rana Surat Singh", Khalsa Samachar. Amrita Pritam: "Ajj Aakhaan Waris Shah Nu" on Partition, the novel "Pinjar", the Jnanpith Award. Shiv Kumar Batalvi: poet of viraha, "Loona" (Sahitya Akademi Award, 1967, the youngest recipient). Dates and titles earn the marks.',
    },
    {
      question:
        'Make a precis (sankhep rachna) in Punjabi of the given passage on the decline of the joint family, in about one-third of its length, and give it a suitable title.',
      marks: 15,
      outline:
        "A title that states the central idea; the main causes (migration for jobs, small landholdings, education and individual aspirations) and effects (loneliness of the elderly, less support for children) in the candidate's own words; no examples or repetition from the passage; about one-third of the original length.",
    },
    {
      question: 'Write the opposite words (virodhi shabad) of: (a) ameer; (b) roshni; (c) sach; (d) jit; (e) sukh.',
      marks: 5,
      outline: '(a) gareeb; (b) hanera; (c) jhooth; (d) haar; (e) dukh. One mark each; spelling must be correct in Gurmukhi.',
    },
  ],
  english: [
    {
      question:
        'Write an essay of about 400 words on any one of the following: (a) The role of sports in nation building; (b) Social media: a boon or a bane; (c) Why we must save water.',
      marks: 25,
      words: 400,
      outline:
        'An introduction that takes a clear position; three or four paragraphs, each developing one idea with an example (for water: paddy and the falling water table, rooftop rainwater harvesting, drip irrigation); a conclusion that answers the question. Marks for organisation, grammar and range of vocabulary.',
    },
    {
      question:
        'Make a precis of the following passage in about one-third of its length and suggest a title: "Every year, as the paddy harvest ends, the skies over northern India turn grey. Farmers who have only a few weeks to sow wheat set fire to the straw left in their fields, because removing it by machine costs money and time. The smoke adds to the pollution of cities hundreds of kilometres away and harms the health of the farmers\' own families. Machines that sow wheat through the stubble and plants that buy straw as fuel offer a way out, but only if they reach the small farmer at a price he can afford."',
      marks: 15,
      outline:
        'Title such as "Burning Fields, Choking Skies". About 35 to 40 words: farmers burn paddy straw for lack of time and money; the smoke harms distant cities and farm families; in-situ machines and straw-buying plants can end it only if affordable for small farmers.',
    },
    {
      question:
        'Write a letter to the Executive Officer of your Municipal Council complaining about irregular garbage collection in your ward.',
      marks: 15,
      words: 200,
      outline:
        'Formal letter format with a subject line; the ward and streets affected; how long the problem has lasted and its effects (stray animals, flies, blocked drains); earlier complaints; a specific request (a fixed schedule, more bins); polite close.',
    },
    {
      question:
        'Correct the following sentences: (a) He is senior than me. (b) One of my friend is a doctor. (c) I am living here since 2015. (d) The furniture were new. (e) She did not knew the answer.',
      marks: 10,
      outline:
        '(a) He is senior to me. (b) One of my friends is a doctor. (c) I have been living here since 2015. (d) The furniture was new. (e) She did not know the answer. Two marks each.',
    },
    {
      question:
        'Use the following idioms in sentences of your own: (a) a bolt from the blue; (b) to burn the midnight oil; (c) at the eleventh hour; (d) to call a spade a spade; (e) to turn over a new leaf.',
      marks: 10,
      outline:
        "Each sentence must show the meaning: (a) a sudden shock; (b) to study or work late into the night; (c) at the last possible moment; (d) to speak plainly; (e) to change one's conduct for the better.",
    },
    {
      question:
        'Write a report of about 200 words for a newspaper on the district-level youth festival held at the Government College in your town.',
      marks: 15,
      words: 200,
      outline:
        "Headline, place and date; organisers and participating colleges; events (bhangra, giddha, folk song, debate, quiz) and winners; the chief guest's message; closing sentence on the next stage of the festival. Past tense, reported speech.",
    },
    {
      question:
        'Give one word for each of the following: (a) one who cannot be corrected; (b) a speech made without preparation; (c) handwriting that cannot be read; (d) one who knows everything; (e) a home for children without parents.',
      marks: 5,
      outline: '(a) incorrigible; (b) extempore; (c) illegible; (d) omniscient; (e) orphanage.',
    },
    {
      question:
        'Fill in the blanks with suitable prepositions: (a) She is fond ___ music. (b) He was accused ___ theft. (c) The train is ___ time. (d) Divide the sweets ___ the two children. (e) He insisted ___ paying the bill.',
      marks: 5,
      outline: '(a) of; (b) of; (c) on; (d) between; (e) on.',
    },
  ],
  essay: [
    {
      question: "Punjab's farmer: from the Green Revolution to the next revolution.",
      marks: 150,
      words: 1000,
      outline:
        "The Green Revolution's gains (food security, prosperity, PAU Ludhiana, procurement at MSP) and its costs (wheat-paddy cycle, falling water table, debt, soil health); what the next revolution needs: diversification, processing and value addition, cooperatives and FPOs, research on water-saving varieties, dignity and income of the small farmer. A balanced conclusion.",
    },
    {
      question: 'Water is the new gold.',
      marks: 150,
      words: 1000,
      outline:
        'Scarcity in Punjab and India (over-exploited blocks, river disputes), water and food security, urban shortages; solutions: direct seeded rice, delayed transplantation, drip and sprinkler irrigation, rainwater harvesting, pricing of power for pumps, wastewater reuse; water as a shared inheritance.',
    },
    {
      question: "Education, not emigration, will shape the future of Punjab's youth.",
      marks: 150,
      words: 1000,
      outline:
        'Why the young leave (jobs, status, IELTS and study visas), what the state loses (talent, savings, empty villages) and gains (remittances); quality of schools and colleges, skills and apprenticeships, industry and start-ups at home; emigration as a choice and not an escape.',
    },
    {
      question: 'Technology is a good servant but a bad master.',
      marks: 150,
      words: 1000,
      outline:
        'Technology in governance (online services, direct benefit transfer), agriculture and health; the dangers of addiction to screens, misinformation, loss of privacy and of jobs; the need for digital literacy and regulation; human judgement as the master.',
    },
    {
      question: '"Sarbat da bhala": the welfare of all as the aim of governance.',
      marks: 150,
      words: 1000,
      outline:
        "Meaning in the Sikh ardas and in Guru Nanak's teaching (kirat karo, vand chhako, naam japo); parallels with the Directive Principles and the welfare state; langar and community service as models; inclusive policy for the last person; the balance of growth and equity.",
    },
    {
      question: "Women's empowerment begins at home.",
      marks: 150,
      words: 1000,
      outline:
        'Education, health and nutrition of the girl child, the sex ratio in Punjab, sharing of domestic work, property and decision-making; reservation in panchayats and self-help groups; changing attitudes through families, schools and role models.',
    },
    {
      question: 'Sports, not drugs: reclaiming the youth of Punjab.',
      marks: 150,
      words: 1000,
      outline:
        "The scale and causes of drug abuse (unemployment, trafficking across the border, peer pressure); Punjab's sporting tradition (hockey, kabaddi, athletics); playgrounds, coaching and village sports clubs; de-addiction and rehabilitation; enforcement against supply; the role of families and gurdwaras.",
    },
    {
      question: 'Small towns, big dreams.',
      marks: 150,
      words: 1000,
      outline:
        "Aspirations in Punjab's small towns (Moga, Barnala, Mansa); internet and competitive exams opening doors; gaps in infrastructure, coaching and jobs; examples of achievers from small towns; what the state can do (skill centres, libraries, industry clusters).",
    },
  ],
  'gs-paper-1': [
    {
      question: 'Assess the measures taken by Maharaja Ranjit Singh to consolidate the Lahore Darbar.',
      marks: 20,
      words: 250,
      outline:
        'Unification of the misls and capture of Lahore (1799); modernisation of the Khalsa army with European officers such as Ventura and Allard; a revenue system run through kardars; religious tolerance in appointments; the Treaty of Amritsar (1809) that fixed the Sutlej as the limit towards the British; conclusion: a strong state that depended heavily on one ruler.',
    },
    {
      question: 'Describe the physiographic divisions of Punjab and their influence on agriculture.',
      marks: 10,
      words: 150,
      outline:
        'The Shivalik hills and the Kandi belt in the north-east (choes, erosion, rain-fed farming); the alluvial plains with the bet (flood plains) and dhaya (higher banks); the sand-dune tract of the south-west (cotton, kinnow with canal irrigation); the doabs and the regions of Majha, Doaba and Malwa.',
    },
    {
      question: 'Explain the role of the Ghadar Party in the freedom struggle, with reference to Punjab.',
      marks: 20,
      words: 250,
      outline:
        'Founded in 1913 on the Pacific coast of America (Sohan Singh Bhakna, Lala Har Dayal); the Ghadar newspaper; the Komagata Maru episode (1914); the planned rising of February 1915 and its betrayal; the Lahore Conspiracy Case and the execution of Kartar Singh Sarabha; legacy for later revolutionaries such as Bhagat Singh.',
    },
    {
      question: 'Discuss the impact of the Green Revolution on the society of Punjab.',
      marks: 10,
      words: 150,
      outline:
        'Higher incomes and food security; mechanisation and the arrival of migrant labour; widening gaps between large and small farmers; indebtedness; health concerns linked to pesticides in the Malwa belt; changes in rural aspirations and the move away from farming.',
    },
    {
      question: 'Discuss the causes and significance of the Gurdwara Reform Movement (1920-25).',
      marks: 20,
      words: 250,
      outline:
        'Control of gurdwaras by hereditary mahants backed by the colonial state; the Nankana Sahib tragedy (1921); the morchas at Guru ka Bagh (1922) and Jaito; the SGPC and the Akali Dal; the Sikh Gurdwaras Act, 1925; significance: a disciplined non-violent mass movement that joined religious reform to the national struggle.',
    },
    {
      question: 'Why does Punjab face a groundwater crisis? Suggest measures to overcome it.',
      marks: 10,
      words: 150,
      outline:
        'Paddy in a semi-arid region, assured procurement, free electricity for tubewells; about three-quarters of the assessment blocks over-exploited; the Punjab Preservation of Subsoil Water Act, 2009; measures: direct seeded rice, short-duration varieties, diversification to maize and pulses, micro-irrigation, recharge structures.',
    },
    {
      question: 'Evaluate the significance of the Anglo-Sikh Wars in the annexation of Punjab.',
      marks: 20,
      words: 250,
      outline:
        'Instability after Ranjit Singh (1839); First War (1845-46): Mudki, Ferozeshah, Sobraon, the Treaty of Lahore and the Jalandhar Doab ceded; the Treaty of Bhyrowal and British control; Second War (1848-49): Multan, Chillianwala, Gujrat; annexation by Lord Dalhousie in March 1849; results: the end of the last major independent state.',
    },
    {
      question: 'Examine the causes and consequences of emigration from the Doaba region.',
      marks: 10,
      words: 150,
      outline:
        'A long tradition of migration (army service, Canada, the UK); small holdings and the wish for status; remittances, NRI investment and remittance-built houses; the loss of young people, ageing villages and land leased out; recent student migration on study visas.',
    },
  ],
  'gs-paper-2': [
    {
      question: 'Explain the doctrine of the basic structure of the Constitution and its significance.',
      marks: 20,
      words: 250,
      outline:
        'Origin in Kesavananda Bharati (1973); parliament may amend but not destroy the basic features; elements recognised later: judicial review, federalism, secularism, free and fair elections (Minerva Mills, 1980; S. R. Bommai, 1994); significance: a check on majoritarian power; criticism: not written in the text.',
    },
    {
      question: 'Discuss the constitutional position of the Panchayati Raj institutions in Punjab after the 73rd Amendment.',
      marks: 10,
      words: 150,
      outline:
        'Part IX of the Constitution; the Punjab Panchayati Raj Act, 1994; three tiers (gram panchayat, panchayat samiti, zila parishad); the State Election Commission (Article 243K) and State Finance Commission (Article 243-I); reservation for women and Scheduled Castes; issues: limited funds and functions, dependence on officials.',
    },
    {
      question:
        'The Inter-State River Water Disputes Act, 1956 has not settled disputes quickly. Discuss with reference to the Ravi-Beas waters.',
      marks: 20,
      words: 250,
      outline:
        'Article 262 and the 1956 Act; the Ravi-Beas waters and the 1981 agreement; the Eradi Tribunal (1987); the Sutlej-Yamuna Link canal; the Punjab Termination of Agreements Act, 2004, held unconstitutional by the Supreme Court on a Presidential reference in 2016; delays in tribunals and enforcement; suggestions: time limits, data-sharing, a permanent tribunal.',
    },
    {
      question: 'What are the main features of the Right to Information Act, 2005?',
      marks: 10,
      words: 150,
      outline:
        "Every citizen's right to information held by public authorities; Public Information Officers; reply within 30 days (48 hours where life or liberty is involved); exemptions under Section 8; first appeal and second appeal to the Information Commission (the Punjab State Information Commission for state bodies); penalties under Section 20; proactive disclosure under Section 4.",
    },
    {
      question: 'Discuss the significance of the Kartarpur Corridor for India-Pakistan relations.',
      marks: 20,
      words: 250,
      outline:
        'Opened in November 2019 for the 550th Prakash Purab of Guru Nanak Dev; visa-free travel from Dera Baba Nanak to Gurdwara Darbar Sahib, Kartarpur; a rare agreement amid tension; people-to-people contact and religious diplomacy; suspended in March 2020 during Covid-19 and reopened in November 2021; limits: security concerns, the service fee.',
    },
    {
      question: 'Examine the role of the Governor as a link between the Centre and the State.',
      marks: 10,
      words: 150,
      outline:
        "Appointment by the President (Article 155) and tenure at pleasure (Article 156); discretion (Article 163); assent to Bills and reservation for the President (Articles 200, 201); reports under Article 356; the Sarkaria and Punchhi Commissions' recommendations; the need for constitutional restraint.",
    },
    {
      question:
        "How does the Indian diaspora serve India's foreign policy? Illustrate with the Punjabi diaspora in Canada and the United Kingdom.",
      marks: 20,
      words: 250,
      outline:
        'Remittances and investment; influence in host-country politics (Punjabi-origin legislators and ministers); cultural links and soft power; challenges: extremist fringe groups, irregular migration and fraud by travel agents; measures: OCI cards, Pravasi Bharatiya Divas, the NRI affairs department of Punjab.',
    },
    {
      question: 'Critically examine the role of civil servants in a parliamentary democracy.',
      marks: 10,
      words: 150,
      outline:
        'Permanence, neutrality and expertise; implementation of policy and advice to ministers; accountability through ministers to the legislature; issues: politicisation, transfers, red tape; reforms: fixed tenure, performance appraisal, citizen charters, e-governance.',
    },
  ],
  'gs-paper-3': [
    {
      question: 'Why is crop diversification essential for Punjab? Examine the obstacles in its way.',
      marks: 20,
      words: 250,
      outline:
        'Need: water table, soil health, stubble burning, glut in wheat and paddy; the Johl Committee reports (1986 and 2002); obstacles: assured procurement at MSP only for wheat and paddy, risk and price volatility in maize, pulses and vegetables, weak processing and marketing; way forward: price support for alternative crops, contract farming, cold chains, FPOs.',
    },
    {
      question: 'Discuss the causes of stubble burning and the solutions available.',
      marks: 10,
      words: 150,
      outline:
        'A short window between paddy harvest and wheat sowing; combine harvesters leave loose straw; cost of removal; solutions: in-situ management (Happy Seeder, Super Straw Management System, mulchers) with subsidy under the crop residue management scheme, ex-situ use in biomass power plants and boilers, bio-decomposers, and shorter-duration varieties.',
    },
    {
      question: "Examine the role of the cooperative sector in Punjab's dairy economy.",
      marks: 20,
      words: 250,
      outline:
        "Milkfed (1973) and the Verka brand; the three tiers of village societies, district unions and the federation; assured market and fair price for small producers; veterinary and feed support; Punjab's milk availability per person among the highest in India; challenges: private competition, fodder costs, cattle breed improvement.",
    },
    {
      question: 'Explain the importance of Bt cotton and the problems faced by cotton growers in the Malwa region.',
      marks: 10,
      words: 150,
      outline:
        'Bt cotton approved in India in 2002; reduced bollworm damage and higher yields; problems: whitefly attack (2015), pink bollworm resistance, cost of seed and pesticides, spurious inputs; responses: integrated pest management, certified seed, crop rotation.',
    },
    {
      question: 'Examine the challenges facing the small and medium industries of Ludhiana and Jalandhar.',
      marks: 20,
      words: 250,
      outline:
        'Clusters: hosiery, bicycles and parts, machine tools (Ludhiana); sports goods, hand tools, leather (Jalandhar); challenges: distance from ports, cost of power and credit, competition from imports, compliance burden, skilled labour; responses: cluster development, export promotion, technology upgradation, dedicated freight corridor access.',
    },
    {
      question: 'What are the causes of floods in Punjab? Discuss the role of the State Disaster Management Authority.',
      marks: 10,
      words: 150,
      outline:
        'Heavy monsoon rain in the catchments of the Sutlej, Beas and Ravi; release from dams; the Ghaggar and seasonal choes; breaches in dhussi bundhs; the major floods of 1988 and 2019; role of the PSDMA under the Disaster Management Act, 2005: plans, early warning, embankment maintenance with the drainage department, relief camps, coordination with the NDRF and the army.',
    },
    {
      question: 'Drones smuggling narcotics and arms across the border are a new threat to Punjab. Discuss the response required.',
      marks: 20,
      words: 250,
      outline:
        'The nature of the threat (cheap drones, night drops, links with gangs and terror groups); impact on drug abuse and law and order; responses: anti-drone systems and detection, the Border Security Force with the state police, village defence committees, rewards for information, cross-border intelligence, strong prosecution under the NDPS Act.',
    },
    {
      question: 'Examine the fiscal position of Punjab and suggest ways to improve it.',
      marks: 10,
      words: 150,
      outline:
        'High outstanding debt relative to GSDP, among the highest of all states; committed spending on salaries, pensions and interest; the cost of the power subsidy; slow growth of own tax revenue; suggestions: better GST and excise collection, targeted subsidies, asset monetisation, capital spending that raises growth.',
    },
  ],
  'gs-paper-4': [
    {
      question: 'What do you understand by integrity in public service? Illustrate with an example from administration.',
      marks: 10,
      words: 150,
      outline:
        'Integrity as consistency between values, words and actions, and honesty when no one is watching; example of an officer refusing an improper favour in a recruitment; importance for trust in government; how it is built (training, role models, protection of whistle-blowers).',
    },
    {
      question:
        'Case study: You are the SDM of a sub-division where stubble is being burnt despite a ban. Farmers say they cannot afford the machines, and a group plans to block the highway if any action is taken. How will you handle the situation?',
      marks: 20,
      words: 250,
      outline:
        "Stakeholders and the ethical issues (public health, farmers' livelihood, rule of law); options and their merits; preferred course: dialogue with farmer unions, quick access to machines through cooperative societies and custom hiring centres, awareness with PAU scientists and village leaders, fair and graded enforcement; keep the highway open with minimum force; long-term follow-up.",
    },
    {
      question: 'Distinguish between attitude and aptitude. Which attitudes are most needed in a civil servant?',
      marks: 10,
      words: 150,
      outline:
        'Attitude: a settled way of thinking or feeling towards people and things; aptitude: the ability to learn and do a task; both needed; desirable attitudes: empathy towards the weak, impartiality, dedication, tolerance, openness to new ideas.',
    },
    {
      question: 'How are the teachings of Guru Nanak Dev (kirat karo, naam japo, vand chhako) relevant to public administration today?',
      marks: 20,
      words: 250,
      outline:
        'Kirat karo: honest work, the dignity of labour, no corruption; naam japo: inner discipline and humility; vand chhako: sharing, welfare of the poor, langar as a model of equality; sarbat da bhala: governance for all; examples in service delivery and citizen-centred administration.',
    },
    {
      question: 'What is emotional intelligence? How can it help a district officer in crisis situations?',
      marks: 10,
      words: 150,
      outline:
        'Self-awareness, self-regulation, motivation, empathy and social skills (Goleman); in a crisis (flood, riot, accident) it helps to stay calm, listen to affected people, lead teams and communicate clearly; examples.',
    },
    {
      question:
        'Case study: As an officer supervising wheat procurement, you find that a relative of your senior officer is involved in inflating the weight of stocks in a government godown. What are your options, and what will you do?',
      marks: 20,
      words: 250,
      outline:
        'The dilemma: loyalty to a senior against public duty; options: ignore, informal warning, report through proper channels; preferred course: verify the facts, record them, report to the competent authority or vigilance, protect evidence, resist pressure; the values of integrity, accountability and courage of conviction.',
    },
    {
      question: 'What is a conflict of interest? How should a public servant deal with it?',
      marks: 10,
      words: 150,
      outline:
        "A situation where personal interest could influence official decisions (a relative's firm in a tender, gifts); declare the interest, recuse from the decision, follow the conduct rules, keep records transparent; perceived conflict also matters for public trust.",
    },
    {
      question:
        'Case study: As Deputy Commissioner of a border district, you learn that drug abuse is rising among school students. Outline a plan of action that goes beyond enforcement.',
      marks: 20,
      words: 250,
      outline:
        'Stakeholders: students, parents, schools, police, health department, village panchayats; plan: awareness in schools, counsellors, de-addiction and outpatient treatment centres, sports and youth clubs, community monitoring, support for families, coordination with police on supply; values: compassion, dignity of the affected, rule of law.',
    },
  ],
}
