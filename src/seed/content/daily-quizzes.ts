import type { DailyQuizSeed, QuestionSeed } from './types'

/**
 * Daily current-affairs quizzes for the last five days of seeded current affairs: ten questions a
 * day, five on each of the day's two articles, in English and Punjabi, with the reasoning a faculty
 * member would give in class. Four quizzes have a 10-minute timer; the one of two days ago is untimed.
 * Question keys are `dq-dNN-NN`; the quiz's title and address come from its day when the seed runs.
 */

const daily = (question: Omit<QuestionSeed, 'source'>): QuestionSeed => ({ ...question, source: 'Daily CA quiz' })

export const dailyQuizzes: DailyQuizSeed[] = [
  {
    daysAgo: 0,
    isTimed: true,
    durationMinutes: 10,
    articleKeys: ['ca-d00-punjab-paddy-procurement-wraps-up', 'ca-d00-orange-the-world-16-days-activism'],
    questions: [
      daily({
        key: 'dq-d00-01',
        topic: 'economy',
        stem: {
          en: 'The Kharif Marketing Season, under which paddy is procured in Punjab, opens on which date?',
          pa: 'ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ, ਜਿਸ ਤਹਿਤ ਪੰਜਾਬ ਵਿੱਚ ਝੋਨੇ ਦੀ ਖ਼ਰੀਦ ਹੁੰਦੀ ਹੈ, ਕਿਸ ਤਰੀਕ ਨੂੰ ਸ਼ੁਰੂ ਹੁੰਦਾ ਹੈ?',
        },
        options: [
          { en: '1 September', pa: '1 ਸਤੰਬਰ' },
          { en: '1 October', pa: '1 ਅਕਤੂਬਰ' },
          { en: '15 October', pa: '15 ਅਕਤੂਬਰ' },
          { en: '1 November', pa: '1 ਨਵੰਬਰ' },
        ],
        correct: 'B',
        explanation: {
          en: 'The Kharif Marketing Season runs from 1 October to 30 September of the next year. Paddy arrives in Punjab’s mandis from early October, and purchase winds up by late November as arrivals slow.',
          pa: 'ਸਾਉਣੀ ਮੰਡੀਕਰਨ ਸੀਜ਼ਨ 1 ਅਕਤੂਬਰ ਤੋਂ ਅਗਲੇ ਸਾਲ 30 ਸਤੰਬਰ ਤੱਕ ਚੱਲਦਾ ਹੈ। ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨਾ ਅਕਤੂਬਰ ਦੇ ਸ਼ੁਰੂ ਤੋਂ ਆਉਂਦਾ ਹੈ ਅਤੇ ਆਮਦ ਘਟਣ ਨਾਲ ਨਵੰਬਰ ਦੇ ਅਖ਼ੀਰ ਤੱਕ ਖ਼ਰੀਦ ਸਮਾਪਤ ਹੋ ਜਾਂਦੀ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d00-02',
        topic: 'economy',
        stem: {
          en: 'Which body recommends the Minimum Support Price (MSP) of crops such as paddy and wheat?',
          pa: 'ਝੋਨੇ ਅਤੇ ਕਣਕ ਵਰਗੀਆਂ ਫ਼ਸਲਾਂ ਦੇ ਘੱਟੋ-ਘੱਟ ਸਮਰਥਨ ਮੁੱਲ (MSP) ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਿਹੜੀ ਸੰਸਥਾ ਕਰਦੀ ਹੈ?',
        },
        options: [
          { en: 'Commission for Agricultural Costs and Prices', pa: 'ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ' },
          { en: 'NITI Aayog', pa: 'ਨੀਤੀ ਆਯੋਗ' },
          { en: 'Food Corporation of India', pa: 'ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ' },
          { en: 'NABARD', pa: 'ਨਾਬਾਰਡ' },
        ],
        correct: 'A',
        explanation: {
          en: 'The Commission for Agricultural Costs and Prices (CACP) recommends MSPs, and the Cabinet Committee on Economic Affairs approves them. The Food Corporation of India buys and stores the grain; it does not fix the price.',
          pa: 'ਖੇਤੀ ਲਾਗਤ ਅਤੇ ਕੀਮਤ ਕਮਿਸ਼ਨ (CACP) MSP ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਦਾ ਹੈ ਅਤੇ ਆਰਥਿਕ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਇਸ ਨੂੰ ਪ੍ਰਵਾਨਗੀ ਦਿੰਦੀ ਹੈ। ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ ਅਨਾਜ ਖ਼ਰੀਦਦਾ ਅਤੇ ਸੰਭਾਲਦਾ ਹੈ; ਕੀਮਤ ਤੈਅ ਨਹੀਂ ਕਰਦਾ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d00-03',
        topic: 'punjab-gs',
        stem: {
          en: 'Along with state agencies such as Pungrain, Markfed and Punsup, which central agency buys paddy at MSP in Punjab’s mandis?',
          pa: 'ਪਨਗ੍ਰੇਨ, ਮਾਰਕਫੈੱਡ ਅਤੇ ਪਨਸਪ ਵਰਗੀਆਂ ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਦੇ ਨਾਲ ਕਿਹੜੀ ਕੇਂਦਰੀ ਏਜੰਸੀ ਪੰਜਾਬ ਦੀਆਂ ਮੰਡੀਆਂ ਵਿੱਚ MSP ’ਤੇ ਝੋਨਾ ਖ਼ਰੀਦਦੀ ਹੈ?',
        },
        options: [
          { en: 'NAFED', pa: 'ਨੈਫ਼ੈੱਡ' },
          { en: 'Food Corporation of India', pa: 'ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ' },
          { en: 'Cotton Corporation of India', pa: 'ਭਾਰਤੀ ਕਪਾਹ ਨਿਗਮ' },
          { en: 'State Trading Corporation', pa: 'ਸਟੇਟ ਟਰੇਡਿੰਗ ਕਾਰਪੋਰੇਸ਼ਨ' },
        ],
        correct: 'B',
        explanation: {
          en: 'The Food Corporation of India (FCI) buys paddy and wheat in Punjab alongside the state agencies, and the grain goes into the central pool for the public distribution system. The Cotton Corporation of India buys cotton, mainly in the Malwa belt.',
          pa: 'ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ (FCI) ਸੂਬਾਈ ਏਜੰਸੀਆਂ ਦੇ ਨਾਲ ਪੰਜਾਬ ਵਿੱਚ ਝੋਨਾ ਅਤੇ ਕਣਕ ਖ਼ਰੀਦਦਾ ਹੈ ਅਤੇ ਇਹ ਅਨਾਜ ਜਨਤਕ ਵੰਡ ਪ੍ਰਣਾਲੀ ਲਈ ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਜਾਂਦਾ ਹੈ। ਭਾਰਤੀ ਕਪਾਹ ਨਿਗਮ ਨਰਮਾ-ਕਪਾਹ ਖ਼ਰੀਦਦਾ ਹੈ, ਮੁੱਖ ਤੌਰ ’ਤੇ ਮਾਲਵਾ ਪੱਟੀ ਵਿੱਚ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d00-04',
        topic: 'economy',
        stem: {
          en: 'Under the custom milling of paddy procured in Punjab, rice millers:',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਖ਼ਰੀਦੇ ਝੋਨੇ ਦੀ ਕਸਟਮ ਮਿਲਿੰਗ ਤਹਿਤ ਸ਼ੈਲਰ ਮਾਲਕ:',
        },
        options: [
          { en: 'buy paddy from farmers at market prices and export the rice', pa: 'ਕਿਸਾਨਾਂ ਤੋਂ ਬਾਜ਼ਾਰੀ ਭਾਅ ’ਤੇ ਝੋਨਾ ਖ਼ਰੀਦ ਕੇ ਚੌਲ ਬਰਾਮਦ ਕਰਦੇ ਹਨ' },
          {
            en: 'mill paddy owned by the procuring agencies and deliver the rice to the central pool',
            pa: 'ਖ਼ਰੀਦ ਏਜੰਸੀਆਂ ਦੀ ਮਲਕੀਅਤ ਵਾਲਾ ਝੋਨਾ ਛੜ ਕੇ ਚੌਲ ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਜਮ੍ਹਾਂ ਕਰਵਾਉਂਦੇ ਹਨ',
          },
          { en: 'store wheat for the public distribution system', pa: 'ਜਨਤਕ ਵੰਡ ਪ੍ਰਣਾਲੀ ਲਈ ਕਣਕ ਸਟੋਰ ਕਰਦੇ ਹਨ' },
          { en: 'fix the moisture norms for paddy in the mandis', pa: 'ਮੰਡੀਆਂ ਵਿੱਚ ਝੋਨੇ ਲਈ ਨਮੀ ਦੇ ਮਾਪਦੰਡ ਤੈਅ ਕਰਦੇ ਹਨ' },
        ],
        correct: 'B',
        explanation: {
          en: 'The paddy bought at MSP belongs to the agencies; millers allotted stocks mill it for a fee and deliver the rice to the central pool. Delays in lifting and milling, and storage space, recur as problems every season.',
          pa: 'MSP ’ਤੇ ਖ਼ਰੀਦਿਆ ਝੋਨਾ ਏਜੰਸੀਆਂ ਦੀ ਮਲਕੀਅਤ ਹੁੰਦਾ ਹੈ; ਜਿਨ੍ਹਾਂ ਸ਼ੈਲਰਾਂ ਨੂੰ ਸਟਾਕ ਅਲਾਟ ਹੁੰਦਾ ਹੈ ਉਹ ਫ਼ੀਸ ਲੈ ਕੇ ਇਸ ਦੀ ਮਿਲਿੰਗ ਕਰਦੇ ਹਨ ਅਤੇ ਚੌਲ ਕੇਂਦਰੀ ਪੂਲ ਵਿੱਚ ਦਿੰਦੇ ਹਨ। ਚੁਕਾਈ ਅਤੇ ਮਿਲਿੰਗ ਵਿੱਚ ਦੇਰੀ ਅਤੇ ਭੰਡਾਰਨ ਦੀ ਥਾਂ ਹਰ ਸੀਜ਼ਨ ਦੀਆਂ ਸਮੱਸਿਆਵਾਂ ਹਨ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d00-05',
        topic: 'punjab-gs',
        stem: {
          en: 'In Punjab’s grain markets, who are the arhtiyas?',
          pa: 'ਪੰਜਾਬ ਦੀਆਂ ਅਨਾਜ ਮੰਡੀਆਂ ਵਿੱਚ ਆੜ੍ਹਤੀਏ ਕੌਣ ਹੁੰਦੇ ਹਨ?',
        },
        options: [
          {
            en: 'Licensed commission agents who handle the sale of farmers’ produce',
            pa: 'ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਕਮਿਸ਼ਨ ਏਜੰਟ, ਜੋ ਕਿਸਾਨਾਂ ਦੀ ਫ਼ਸਲ ਦੀ ਵਿਕਰੀ ਕਰਵਾਉਂਦੇ ਹਨ',
          },
          { en: 'Village revenue officials who keep land records', pa: 'ਪਿੰਡ ਦੇ ਮਾਲ ਅਧਿਕਾਰੀ, ਜੋ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ ਰੱਖਦੇ ਹਨ' },
          { en: 'Quality inspectors of the Food Corporation of India', pa: 'ਭਾਰਤੀ ਖ਼ੁਰਾਕ ਨਿਗਮ ਦੇ ਗੁਣਵੱਤਾ ਇੰਸਪੈਕਟਰ' },
          { en: 'Managers of primary agricultural cooperative societies', pa: 'ਮੁਢਲੀਆਂ ਖੇਤੀਬਾੜੀ ਸਹਿਕਾਰੀ ਸਭਾਵਾਂ ਦੇ ਮੈਨੇਜਰ' },
        ],
        correct: 'A',
        explanation: {
          en: 'Arhtiyas are commission agents licensed under the Punjab Agricultural Produce Markets Act, 1961. They clean, weigh and bag the crop for the buying agencies and earn a commission; many also lend to farmers.',
          pa: 'ਆੜ੍ਹਤੀਏ ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਉਪਜ ਮੰਡੀਆਂ ਐਕਟ, 1961 ਅਧੀਨ ਲਾਇਸੈਂਸਸ਼ੁਦਾ ਕਮਿਸ਼ਨ ਏਜੰਟ ਹਨ। ਉਹ ਖ਼ਰੀਦ ਏਜੰਸੀਆਂ ਲਈ ਫ਼ਸਲ ਦੀ ਸਫ਼ਾਈ, ਤੁਲਾਈ ਅਤੇ ਭਰਾਈ ਕਰਵਾਉਂਦੇ ਹਨ ਅਤੇ ਕਮਿਸ਼ਨ ਲੈਂਦੇ ਹਨ; ਕਈ ਕਿਸਾਨਾਂ ਨੂੰ ਕਰਜ਼ਾ ਵੀ ਦਿੰਦੇ ਹਨ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d00-06',
        topic: 'social-issues',
        stem: {
          en: 'The International Day for the Elimination of Violence against Women is observed on:',
          pa: 'ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਦੇ ਖ਼ਾਤਮੇ ਲਈ ਕੌਮਾਂਤਰੀ ਦਿਵਸ ਕਦੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?',
        },
        options: [
          { en: '8 March', pa: '8 ਮਾਰਚ' },
          { en: '25 November', pa: '25 ਨਵੰਬਰ' },
          { en: '10 December', pa: '10 ਦਸੰਬਰ' },
          { en: '2 October', pa: '2 ਅਕਤੂਬਰ' },
        ],
        correct: 'B',
        explanation: {
          en: '25 November is the International Day for the Elimination of Violence against Women. 8 March is International Women’s Day, 10 December is Human Rights Day and 2 October is the International Day of Non-Violence.',
          pa: '25 ਨਵੰਬਰ ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਦੇ ਖ਼ਾਤਮੇ ਲਈ ਕੌਮਾਂਤਰੀ ਦਿਵਸ ਹੈ। 8 ਮਾਰਚ ਕੌਮਾਂਤਰੀ ਮਹਿਲਾ ਦਿਵਸ, 10 ਦਸੰਬਰ ਮਨੁੱਖੀ ਅਧਿਕਾਰ ਦਿਵਸ ਅਤੇ 2 ਅਕਤੂਬਰ ਕੌਮਾਂਤਰੀ ਅਹਿੰਸਾ ਦਿਵਸ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d00-07',
        topic: 'international-relations',
        stem: {
          en: 'The “16 Days of Activism” against gender-based violence end on which day?',
          pa: 'ਲਿੰਗ-ਆਧਾਰਿਤ ਹਿੰਸਾ ਵਿਰੁੱਧ “16 ਦਿਨਾਂ ਦੀ ਸਰਗਰਮੀ” ਕਿਸ ਦਿਨ ਸਮਾਪਤ ਹੁੰਦੀ ਹੈ?',
        },
        options: [
          { en: 'Human Rights Day', pa: 'ਮਨੁੱਖੀ ਅਧਿਕਾਰ ਦਿਵਸ' },
          { en: 'International Women’s Day', pa: 'ਕੌਮਾਂਤਰੀ ਮਹਿਲਾ ਦਿਵਸ' },
          { en: 'Constitution Day', pa: 'ਸੰਵਿਧਾਨ ਦਿਵਸ' },
          { en: 'World Day of Social Justice', pa: 'ਵਿਸ਼ਵ ਸਮਾਜਿਕ ਨਿਆਂ ਦਿਵਸ' },
        ],
        correct: 'A',
        explanation: {
          en: 'The campaign runs from 25 November to Human Rights Day on 10 December, linking violence against women with human rights. The UN Secretary-General’s UNiTE campaign marks it with the colour orange.',
          pa: 'ਇਹ ਮੁਹਿੰਮ 25 ਨਵੰਬਰ ਤੋਂ 10 ਦਸੰਬਰ ਨੂੰ ਮਨੁੱਖੀ ਅਧਿਕਾਰ ਦਿਵਸ ਤੱਕ ਚੱਲਦੀ ਹੈ, ਜਿਸ ਨਾਲ ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਨੂੰ ਮਨੁੱਖੀ ਅਧਿਕਾਰਾਂ ਨਾਲ ਜੋੜਿਆ ਜਾਂਦਾ ਹੈ। ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਸਕੱਤਰ-ਜਨਰਲ ਦੀ UNiTE ਮੁਹਿੰਮ ਇਸ ਲਈ ਸੰਤਰੀ ਰੰਗ ਵਰਤਦੀ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d00-08',
        topic: 'international-relations',
        stem: {
          en: 'In which year did the UN General Assembly designate 25 November as the International Day for the Elimination of Violence against Women?',
          pa: 'ਸੰਯੁਕਤ ਰਾਸ਼ਟਰ ਮਹਾਂਸਭਾ ਨੇ 25 ਨਵੰਬਰ ਨੂੰ ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਦੇ ਖ਼ਾਤਮੇ ਲਈ ਕੌਮਾਂਤਰੀ ਦਿਵਸ ਕਿਸ ਸਾਲ ਐਲਾਨਿਆ?',
        },
        options: [
          { en: '1993', pa: '1993' },
          { en: '1999', pa: '1999' },
          { en: '2005', pa: '2005' },
          { en: '2015', pa: '2015' },
        ],
        correct: 'B',
        explanation: {
          en: 'The General Assembly designated the day in 1999. In 1993 it had adopted the Declaration on the Elimination of Violence against Women, the first international instrument on the subject.',
          pa: 'ਮਹਾਂਸਭਾ ਨੇ ਇਹ ਦਿਵਸ 1999 ਵਿੱਚ ਐਲਾਨਿਆ। 1993 ਵਿੱਚ ਇਸ ਨੇ ਔਰਤਾਂ ਵਿਰੁੱਧ ਹਿੰਸਾ ਦੇ ਖ਼ਾਤਮੇ ਬਾਰੇ ਐਲਾਨਨਾਮਾ ਅਪਣਾਇਆ ਸੀ, ਜੋ ਇਸ ਵਿਸ਼ੇ ’ਤੇ ਪਹਿਲਾ ਕੌਮਾਂਤਰੀ ਦਸਤਾਵੇਜ਼ ਸੀ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d00-09',
        topic: 'social-issues',
        stem: {
          en: 'Which helpline number is the women’s helpline linked with One Stop Centres under Mission Shakti?',
          pa: 'ਮਿਸ਼ਨ ਸ਼ਕਤੀ ਤਹਿਤ ਵਨ ਸਟਾਪ ਸੈਂਟਰਾਂ ਨਾਲ ਜੁੜੀ ਮਹਿਲਾ ਹੈਲਪਲਾਈਨ ਦਾ ਨੰਬਰ ਕਿਹੜਾ ਹੈ?',
        },
        options: [
          { en: '100', pa: '100' },
          { en: '112', pa: '112' },
          { en: '181', pa: '181' },
          { en: '1098', pa: '1098' },
        ],
        correct: 'C',
        explanation: {
          en: '181 is the Women Helpline, working with One Stop Centres under Mission Shakti. 112 is the single emergency number, 100 the police and 1098 the child helpline.',
          pa: '181 ਮਹਿਲਾ ਹੈਲਪਲਾਈਨ ਹੈ, ਜੋ ਮਿਸ਼ਨ ਸ਼ਕਤੀ ਤਹਿਤ ਵਨ ਸਟਾਪ ਸੈਂਟਰਾਂ ਨਾਲ ਕੰਮ ਕਰਦੀ ਹੈ। 112 ਇੱਕੋ-ਇੱਕ ਐਮਰਜੈਂਸੀ ਨੰਬਰ, 100 ਪੁਲਿਸ ਅਤੇ 1098 ਬਾਲ ਹੈਲਪਲਾਈਨ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d00-10',
        topic: 'social-issues',
        stem: {
          en: 'The Protection of Women from Domestic Violence Act was enacted in:',
          pa: 'ਘਰੇਲੂ ਹਿੰਸਾ ਤੋਂ ਔਰਤਾਂ ਦੀ ਸੁਰੱਖਿਆ ਐਕਟ ਕਿਸ ਸਾਲ ਬਣਿਆ?',
        },
        options: [
          { en: '1961', pa: '1961' },
          { en: '2005', pa: '2005' },
          { en: '2013', pa: '2013' },
          { en: '2019', pa: '2019' },
        ],
        correct: 'B',
        explanation: {
          en: 'The Protection of Women from Domestic Violence Act dates from 2005. The Dowry Prohibition Act is of 1961 and the POSH Act on sexual harassment at the workplace of 2013.',
          pa: 'ਘਰੇਲੂ ਹਿੰਸਾ ਤੋਂ ਔਰਤਾਂ ਦੀ ਸੁਰੱਖਿਆ ਐਕਟ 2005 ਦਾ ਹੈ। ਦਾਜ ਮਨਾਹੀ ਐਕਟ 1961 ਦਾ ਅਤੇ ਕੰਮ ਵਾਲੀ ਥਾਂ ’ਤੇ ਜਿਨਸੀ ਸ਼ੋਸ਼ਣ ਬਾਰੇ POSH ਐਕਟ 2013 ਦਾ ਹੈ।',
        },
        difficulty: 'medium',
      }),
    ],
  },
  {
    daysAgo: 1,
    isTimed: true,
    durationMinutes: 10,
    articleKeys: ['ca-d01-punjab-guru-nanak-prakash-purab', 'ca-d01-constitution-day-samvidhan-divas'],
    questions: [
      daily({
        key: 'dq-d01-01',
        topic: 'history',
        stem: {
          en: 'Rai Bhoi di Talwandi, the birthplace of Guru Nanak Dev Ji, is now known as:',
          pa: 'ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਜਨਮ ਅਸਥਾਨ ਰਾਇ ਭੋਇ ਦੀ ਤਲਵੰਡੀ ਅੱਜ ਕਿਸ ਨਾਂ ਨਾਲ ਜਾਣਿਆ ਜਾਂਦਾ ਹੈ?',
        },
        options: [
          { en: 'Kartarpur', pa: 'ਕਰਤਾਰਪੁਰ' },
          { en: 'Nankana Sahib', pa: 'ਨਨਕਾਣਾ ਸਾਹਿਬ' },
          { en: 'Sultanpur Lodhi', pa: 'ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ' },
          { en: 'Goindval', pa: 'ਗੋਇੰਦਵਾਲ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Guru Nanak Dev Ji was born in 1469 at Rai Bhoi di Talwandi, now Nankana Sahib in Pakistan. Kartarpur, on the Ravi, is where he spent his last years.',
          pa: 'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਜਨਮ 1469 ਵਿੱਚ ਰਾਇ ਭੋਇ ਦੀ ਤਲਵੰਡੀ ਵਿਖੇ ਹੋਇਆ, ਜੋ ਹੁਣ ਪਾਕਿਸਤਾਨ ਵਿੱਚ ਨਨਕਾਣਾ ਸਾਹਿਬ ਹੈ। ਰਾਵੀ ਕੰਢੇ ਕਰਤਾਰਪੁਰ ਵਿੱਚ ਉਨ੍ਹਾਂ ਨੇ ਆਪਣੇ ਅੰਤਲੇ ਸਾਲ ਬਿਤਾਏ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-02',
        topic: 'punjab-gk',
        stem: {
          en: 'Sultanpur Lodhi, where Guru Nanak Dev Ji is believed to have attained enlightenment after immersing in the Kali Bein, is in which district?',
          pa: 'ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ, ਜਿੱਥੇ ਮੰਨਿਆ ਜਾਂਦਾ ਹੈ ਕਿ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਨੂੰ ਕਾਲੀ ਵੇਈਂ ਵਿੱਚ ਚੁੱਭੀ ਤੋਂ ਬਾਅਦ ਗਿਆਨ ਪ੍ਰਾਪਤ ਹੋਇਆ, ਕਿਸ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਹੈ?',
        },
        options: [
          { en: 'Kapurthala', pa: 'ਕਪੂਰਥਲਾ' },
          { en: 'Jalandhar', pa: 'ਜਲੰਧਰ' },
          { en: 'Hoshiarpur', pa: 'ਹੁਸ਼ਿਆਰਪੁਰ' },
          { en: 'Tarn Taran', pa: 'ਤਰਨ ਤਾਰਨ' },
        ],
        correct: 'A',
        explanation: {
          en: 'Sultanpur Lodhi is in Kapurthala district, in the Doaba. Gurdwara Ber Sahib stands on the bank of the Kali Bein, a rivulet cleaned up by a community effort since 2000.',
          pa: 'ਸੁਲਤਾਨਪੁਰ ਲੋਧੀ ਦੋਆਬੇ ਦੇ ਕਪੂਰਥਲਾ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਹੈ। ਗੁਰਦੁਆਰਾ ਬੇਰ ਸਾਹਿਬ ਕਾਲੀ ਵੇਈਂ ਦੇ ਕੰਢੇ ਹੈ, ਜਿਸ ਦੀ 2000 ਤੋਂ ਸੰਗਤ ਦੇ ਯਤਨਾਂ ਨਾਲ ਸਫ਼ਾਈ ਹੋਈ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-03',
        topic: 'art-and-culture',
        stem: {
          en: 'The Prakash Purab of Guru Nanak Dev Ji is celebrated on:',
          pa: 'ਸ੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦਾ ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਕਦੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਹੈ?',
        },
        options: [
          { en: 'Baisakhi', pa: 'ਵਿਸਾਖੀ' },
          { en: 'Kartik Purnima', pa: 'ਕੱਤਕ ਦੀ ਪੂਰਨਮਾਸ਼ੀ' },
          { en: 'Maghi', pa: 'ਮਾਘੀ' },
          { en: 'Diwali', pa: 'ਦੀਵਾਲੀ' },
        ],
        correct: 'B',
        explanation: {
          en: 'The Prakash Purab falls on the full moon of the month of Kartik, usually in November. Baisakhi marks the founding of the Khalsa in 1699, and Maghi the battle of Muktsar.',
          pa: 'ਪ੍ਰਕਾਸ਼ ਪੁਰਬ ਕੱਤਕ ਮਹੀਨੇ ਦੀ ਪੂਰਨਮਾਸ਼ੀ ਨੂੰ ਆਉਂਦਾ ਹੈ, ਆਮ ਤੌਰ ’ਤੇ ਨਵੰਬਰ ਵਿੱਚ। ਵਿਸਾਖੀ 1699 ਵਿੱਚ ਖ਼ਾਲਸੇ ਦੀ ਸਾਜਨਾ ਅਤੇ ਮਾਘੀ ਮੁਕਤਸਰ ਦੀ ਜੰਗ ਦੀ ਯਾਦ ਵਿੱਚ ਮਨਾਈ ਜਾਂਦੀ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-04',
        topic: 'history',
        stem: {
          en: 'Guru Nanak Dev Ji spent his last years at Kartarpur, on the bank of which river?',
          pa: 'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਨੇ ਆਪਣੇ ਅੰਤਲੇ ਸਾਲ ਕਿਸ ਦਰਿਆ ਦੇ ਕੰਢੇ ਕਰਤਾਰਪੁਰ ਵਿੱਚ ਬਿਤਾਏ?',
        },
        options: [
          { en: 'Beas', pa: 'ਬਿਆਸ' },
          { en: 'Sutlej', pa: 'ਸਤਲੁਜ' },
          { en: 'Ravi', pa: 'ਰਾਵੀ' },
          { en: 'Chenab', pa: 'ਚਨਾਬ' },
        ],
        correct: 'C',
        explanation: {
          en: 'Kartarpur Sahib stands on the right bank of the Ravi in Pakistan’s Narowal district, about 4 km from the border; the Kartarpur Corridor from Dera Baba Nanak opened in November 2019.',
          pa: 'ਕਰਤਾਰਪੁਰ ਸਾਹਿਬ ਪਾਕਿਸਤਾਨ ਦੇ ਨਾਰੋਵਾਲ ਜ਼ਿਲ੍ਹੇ ਵਿੱਚ ਰਾਵੀ ਦੇ ਸੱਜੇ ਕੰਢੇ, ਸਰਹੱਦ ਤੋਂ ਲਗਭਗ 4 ਕਿਲੋਮੀਟਰ ’ਤੇ ਹੈ; ਡੇਰਾ ਬਾਬਾ ਨਾਨਕ ਤੋਂ ਕਰਤਾਰਪੁਰ ਲਾਂਘਾ ਨਵੰਬਰ 2019 ਵਿੱਚ ਖੁੱਲ੍ਹਿਆ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-05',
        topic: 'art-and-culture',
        stem: {
          en: 'Of Guru Nanak Dev Ji’s three core teachings, which one means sharing what one has with others?',
          pa: 'ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਜੀ ਦੀਆਂ ਤਿੰਨ ਮੂਲ ਸਿੱਖਿਆਵਾਂ ਵਿੱਚੋਂ ਕਿਹੜੀ ਦਾ ਅਰਥ ਆਪਣੀ ਕਮਾਈ ਦੂਜਿਆਂ ਨਾਲ ਵੰਡਣਾ ਹੈ?',
        },
        options: [
          { en: 'Naam Japna', pa: 'ਨਾਮ ਜਪਣਾ' },
          { en: 'Kirat Karni', pa: 'ਕਿਰਤ ਕਰਨੀ' },
          { en: 'Vand Chhakna', pa: 'ਵੰਡ ਛਕਣਾ' },
          { en: 'Udasi', pa: 'ਉਦਾਸੀ' },
        ],
        correct: 'C',
        explanation: {
          en: 'Vand Chhakna is sharing with others; Naam Japna is remembering God and Kirat Karni is earning an honest living. The Udasis were his four long journeys of teaching.',
          pa: 'ਵੰਡ ਛਕਣਾ ਦਾ ਅਰਥ ਦੂਜਿਆਂ ਨਾਲ ਵੰਡਣਾ ਹੈ; ਨਾਮ ਜਪਣਾ ਪਰਮਾਤਮਾ ਦਾ ਸਿਮਰਨ ਅਤੇ ਕਿਰਤ ਕਰਨੀ ਇਮਾਨਦਾਰੀ ਦੀ ਕਮਾਈ ਹੈ। ਉਦਾਸੀਆਂ ਉਨ੍ਹਾਂ ਦੀਆਂ ਚਾਰ ਲੰਮੀਆਂ ਪ੍ਰਚਾਰ ਯਾਤਰਾਵਾਂ ਸਨ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-06',
        topic: 'polity',
        stem: {
          en: 'Since which year has 26 November been observed as Constitution Day (Samvidhan Divas)?',
          pa: '26 ਨਵੰਬਰ ਕਿਸ ਸਾਲ ਤੋਂ ਸੰਵਿਧਾਨ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾ ਰਿਹਾ ਹੈ?',
        },
        options: [
          { en: '1950', pa: '1950' },
          { en: '2010', pa: '2010' },
          { en: '2015', pa: '2015' },
          { en: '2019', pa: '2019' },
        ],
        correct: 'C',
        explanation: {
          en: 'The Government declared 26 November Constitution Day in 2015, the 125th birth anniversary year of Dr B. R. Ambedkar. Until then the date was marked as National Law Day.',
          pa: 'ਸਰਕਾਰ ਨੇ 2015 ਵਿੱਚ, ਡਾ. ਬੀ. ਆਰ. ਅੰਬੇਡਕਰ ਦੀ 125ਵੀਂ ਜਨਮ ਵਰ੍ਹੇਗੰਢ ਦੇ ਸਾਲ, 26 ਨਵੰਬਰ ਨੂੰ ਸੰਵਿਧਾਨ ਦਿਵਸ ਐਲਾਨਿਆ। ਉਦੋਂ ਤੱਕ ਇਹ ਦਿਨ ਕੌਮੀ ਕਾਨੂੰਨ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਸੀ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-07',
        topic: 'polity',
        stem: {
          en: 'The Constituent Assembly adopted the Constitution of India on:',
          pa: 'ਸੰਵਿਧਾਨ ਸਭਾ ਨੇ ਭਾਰਤ ਦਾ ਸੰਵਿਧਾਨ ਕਦੋਂ ਅਪਣਾਇਆ?',
        },
        options: [
          { en: '9 December 1946', pa: '9 ਦਸੰਬਰ 1946' },
          { en: '15 August 1947', pa: '15 ਅਗਸਤ 1947' },
          { en: '26 November 1949', pa: '26 ਨਵੰਬਰ 1949' },
          { en: '26 January 1950', pa: '26 ਜਨਵਰੀ 1950' },
        ],
        correct: 'C',
        explanation: {
          en: 'The Constitution was adopted on 26 November 1949, when provisions such as citizenship, elections and provisional Parliament came into force at once; the rest took effect on 26 January 1950. The Assembly first met on 9 December 1946.',
          pa: 'ਸੰਵਿਧਾਨ 26 ਨਵੰਬਰ 1949 ਨੂੰ ਅਪਣਾਇਆ ਗਿਆ, ਜਦੋਂ ਨਾਗਰਿਕਤਾ, ਚੋਣਾਂ ਅਤੇ ਆਰਜ਼ੀ ਸੰਸਦ ਵਰਗੀਆਂ ਵਿਵਸਥਾਵਾਂ ਤੁਰੰਤ ਲਾਗੂ ਹੋਈਆਂ; ਬਾਕੀ 26 ਜਨਵਰੀ 1950 ਤੋਂ ਲਾਗੂ ਹੋਇਆ। ਸਭਾ ਦੀ ਪਹਿਲੀ ਬੈਠਕ 9 ਦਸੰਬਰ 1946 ਨੂੰ ਹੋਈ ਸੀ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-08',
        topic: 'polity',
        stem: {
          en: 'Before it became Constitution Day, 26 November was observed as:',
          pa: 'ਸੰਵਿਧਾਨ ਦਿਵਸ ਬਣਨ ਤੋਂ ਪਹਿਲਾਂ 26 ਨਵੰਬਰ ਕਿਸ ਦਿਵਸ ਵਜੋਂ ਮਨਾਇਆ ਜਾਂਦਾ ਸੀ?',
        },
        options: [
          { en: 'National Law Day', pa: 'ਕੌਮੀ ਕਾਨੂੰਨ ਦਿਵਸ' },
          { en: 'National Unity Day', pa: 'ਕੌਮੀ ਏਕਤਾ ਦਿਵਸ' },
          { en: 'National Voters’ Day', pa: 'ਕੌਮੀ ਵੋਟਰ ਦਿਵਸ' },
          { en: 'Good Governance Day', pa: 'ਸੁਸ਼ਾਸਨ ਦਿਵਸ' },
        ],
        correct: 'A',
        explanation: {
          en: 'It was National Law Day. National Unity Day is 31 October, National Voters’ Day 25 January and Good Governance Day 25 December.',
          pa: 'ਇਹ ਕੌਮੀ ਕਾਨੂੰਨ ਦਿਵਸ ਸੀ। ਕੌਮੀ ਏਕਤਾ ਦਿਵਸ 31 ਅਕਤੂਬਰ, ਕੌਮੀ ਵੋਟਰ ਦਿਵਸ 25 ਜਨਵਰੀ ਅਤੇ ਸੁਸ਼ਾਸਨ ਦਿਵਸ 25 ਦਸੰਬਰ ਨੂੰ ਹੁੰਦਾ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d01-09',
        topic: 'polity',
        stem: {
          en: 'The Fundamental Duties of citizens are listed in which Article of the Constitution?',
          pa: 'ਨਾਗਰਿਕਾਂ ਦੇ ਮੂਲ ਫ਼ਰਜ਼ ਸੰਵਿਧਾਨ ਦੀ ਕਿਸ ਧਾਰਾ ਵਿੱਚ ਦਰਜ ਹਨ?',
        },
        options: [
          { en: 'Article 21A', pa: 'ਧਾਰਾ 21A' },
          { en: 'Article 39A', pa: 'ਧਾਰਾ 39A' },
          { en: 'Article 48A', pa: 'ਧਾਰਾ 48A' },
          { en: 'Article 51A', pa: 'ਧਾਰਾ 51A' },
        ],
        correct: 'D',
        explanation: {
          en: 'Article 51A, in Part IVA, was added by the 42nd Amendment in 1976 on the Swaran Singh Committee’s advice. Article 21A is the right to education, 39A free legal aid and 48A protection of the environment.',
          pa: 'ਭਾਗ IVA ਦੀ ਧਾਰਾ 51A ਸਵਰਨ ਸਿੰਘ ਕਮੇਟੀ ਦੀ ਸਲਾਹ ’ਤੇ 1976 ਵਿੱਚ 42ਵੀਂ ਸੋਧ ਰਾਹੀਂ ਜੋੜੀ ਗਈ। ਧਾਰਾ 21A ਸਿੱਖਿਆ ਦਾ ਅਧਿਕਾਰ, 39A ਮੁਫ਼ਤ ਕਾਨੂੰਨੀ ਸਹਾਇਤਾ ਅਤੇ 48A ਵਾਤਾਵਰਨ ਦੀ ਸੁਰੱਖਿਆ ਬਾਰੇ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d01-10',
        topic: 'polity',
        stem: {
          en: 'Who chaired the Drafting Committee of the Constituent Assembly?',
          pa: 'ਸੰਵਿਧਾਨ ਸਭਾ ਦੀ ਖਰੜਾ ਕਮੇਟੀ ਦੀ ਪ੍ਰਧਾਨਗੀ ਕਿਸ ਨੇ ਕੀਤੀ?',
        },
        options: [
          { en: 'Dr Rajendra Prasad', pa: 'ਡਾ. ਰਾਜਿੰਦਰ ਪ੍ਰਸਾਦ' },
          { en: 'Dr B. R. Ambedkar', pa: 'ਡਾ. ਬੀ. ਆਰ. ਅੰਬੇਡਕਰ' },
          { en: 'Jawaharlal Nehru', pa: 'ਜਵਾਹਰਲਾਲ ਨਹਿਰੂ' },
          { en: 'Sardar Vallabhbhai Patel', pa: 'ਸਰਦਾਰ ਵੱਲਭਭਾਈ ਪਟੇਲ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Dr B. R. Ambedkar chaired the Drafting Committee, set up on 29 August 1947. Dr Rajendra Prasad was the President of the Constituent Assembly.',
          pa: 'ਡਾ. ਬੀ. ਆਰ. ਅੰਬੇਡਕਰ 29 ਅਗਸਤ 1947 ਨੂੰ ਬਣੀ ਖਰੜਾ ਕਮੇਟੀ ਦੇ ਪ੍ਰਧਾਨ ਸਨ। ਡਾ. ਰਾਜਿੰਦਰ ਪ੍ਰਸਾਦ ਸੰਵਿਧਾਨ ਸਭਾ ਦੇ ਪ੍ਰਧਾਨ ਸਨ।',
        },
        difficulty: 'easy',
      }),
    ],
  },
  {
    daysAgo: 2,
    isTimed: false,
    durationMinutes: 10,
    articleKeys: ['ca-d02-punjab-wheat-sowing-pau-advisory', 'ca-d02-parliament-winter-session-dates'],
    questions: [
      daily({
        key: 'dq-d02-01',
        topic: 'punjab-gk',
        stem: {
          en: 'Punjab Agricultural University, whose varieties and advisories guide the state’s farmers, is located in:',
          pa: 'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ, ਜਿਸ ਦੀਆਂ ਕਿਸਮਾਂ ਅਤੇ ਸਲਾਹਾਂ ਸੂਬੇ ਦੇ ਕਿਸਾਨਾਂ ਦੀ ਅਗਵਾਈ ਕਰਦੀਆਂ ਹਨ, ਕਿੱਥੇ ਸਥਿਤ ਹੈ?',
        },
        options: [
          { en: 'Ludhiana', pa: 'ਲੁਧਿਆਣਾ' },
          { en: 'Patiala', pa: 'ਪਟਿਆਲਾ' },
          { en: 'Amritsar', pa: 'ਅੰਮ੍ਰਿਤਸਰ' },
          { en: 'Bathinda', pa: 'ਬਠਿੰਡਾ' },
        ],
        correct: 'A',
        explanation: {
          en: 'PAU was set up at Ludhiana in 1962 and played a leading part in the Green Revolution by spreading high-yielding wheat and rice varieties. Patiala has Punjabi University and Amritsar Guru Nanak Dev University.',
          pa: 'ਪੀਏਯੂ 1962 ਵਿੱਚ ਲੁਧਿਆਣਾ ਵਿਖੇ ਬਣੀ ਅਤੇ ਵੱਧ ਝਾੜ ਵਾਲੀਆਂ ਕਣਕ ਅਤੇ ਝੋਨੇ ਦੀਆਂ ਕਿਸਮਾਂ ਫੈਲਾ ਕੇ ਇਸ ਨੇ ਹਰੀ ਕ੍ਰਾਂਤੀ ਵਿੱਚ ਮੋਹਰੀ ਭੂਮਿਕਾ ਨਿਭਾਈ। ਪਟਿਆਲਾ ਵਿੱਚ ਪੰਜਾਬੀ ਯੂਨੀਵਰਸਿਟੀ ਅਤੇ ਅੰਮ੍ਰਿਤਸਰ ਵਿੱਚ ਗੁਰੂ ਨਾਨਕ ਦੇਵ ਯੂਨੀਵਰਸਿਟੀ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d02-02',
        topic: 'geography',
        stem: {
          en: 'According to PAU, the best window for sowing wheat in Punjab is:',
          pa: 'ਪੀਏਯੂ ਅਨੁਸਾਰ ਪੰਜਾਬ ਵਿੱਚ ਕਣਕ ਦੀ ਬਿਜਾਈ ਦਾ ਸਭ ਤੋਂ ਢੁਕਵਾਂ ਸਮਾਂ ਕਿਹੜਾ ਹੈ?',
        },
        options: [
          { en: 'June to mid-July', pa: 'ਜੂਨ ਤੋਂ ਅੱਧ ਜੁਲਾਈ' },
          { en: 'Late October to mid-November', pa: 'ਅਕਤੂਬਰ ਦੇ ਅਖ਼ੀਰ ਤੋਂ ਅੱਧ ਨਵੰਬਰ' },
          { en: 'The whole of December', pa: 'ਪੂਰਾ ਦਸੰਬਰ' },
          { en: 'February to March', pa: 'ਫ਼ਰਵਰੀ ਤੋਂ ਮਾਰਚ' },
        ],
        correct: 'B',
        explanation: {
          en: 'PAU recommends sowing from late October to mid-November; yields fall with every week of delay after that, so late sowers are advised late-sown varieties and a higher seed rate.',
          pa: 'ਪੀਏਯੂ ਅਕਤੂਬਰ ਦੇ ਅਖ਼ੀਰ ਤੋਂ ਅੱਧ ਨਵੰਬਰ ਤੱਕ ਬਿਜਾਈ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਦੀ ਹੈ; ਉਸ ਤੋਂ ਬਾਅਦ ਹਰ ਹਫ਼ਤੇ ਦੀ ਦੇਰੀ ਨਾਲ ਝਾੜ ਘਟਦਾ ਹੈ, ਇਸ ਲਈ ਪਛੇਤੀ ਬਿਜਾਈ ਵਾਲਿਆਂ ਨੂੰ ਪਛੇਤੀਆਂ ਕਿਸਮਾਂ ਅਤੇ ਵੱਧ ਬੀਜ ਦਰ ਦੀ ਸਲਾਹ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d02-03',
        topic: 'punjab-gs',
        stem: {
          en: 'How does the Happy Seeder help Punjab’s farmers?',
          pa: 'ਹੈਪੀ ਸੀਡਰ ਪੰਜਾਬ ਦੇ ਕਿਸਾਨਾਂ ਦੀ ਕਿਵੇਂ ਮਦਦ ਕਰਦਾ ਹੈ?',
        },
        options: [
          {
            en: 'It sows wheat directly into the standing paddy stubble, so the straw need not be burnt',
            pa: 'ਇਹ ਝੋਨੇ ਦੇ ਖੜ੍ਹੇ ਨਾੜ ਵਿੱਚ ਸਿੱਧੀ ਕਣਕ ਬੀਜਦਾ ਹੈ, ਇਸ ਲਈ ਪਰਾਲੀ ਸਾੜਨ ਦੀ ਲੋੜ ਨਹੀਂ ਰਹਿੰਦੀ',
          },
          { en: 'It harvests paddy and bales the straw in one pass', pa: 'ਇਹ ਇੱਕੋ ਵਾਰੀ ਵਿੱਚ ਝੋਨੇ ਦੀ ਕਟਾਈ ਕਰਕੇ ਪਰਾਲੀ ਦੀਆਂ ਗੰਢਾਂ ਬਣਾਉਂਦਾ ਹੈ' },
          { en: 'It transplants paddy seedlings mechanically', pa: 'ਇਹ ਮਸ਼ੀਨ ਨਾਲ ਝੋਨੇ ਦੀ ਪਨੀਰੀ ਲਾਉਂਦਾ ਹੈ' },
          { en: 'It tests the soil for nitrogen before sowing', pa: 'ਇਹ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਮਿੱਟੀ ਵਿੱਚ ਨਾਈਟ੍ਰੋਜਨ ਦੀ ਪਰਖ ਕਰਦਾ ਹੈ' },
        ],
        correct: 'A',
        explanation: {
          en: 'The Happy Seeder cuts and lifts the stubble, sows wheat into the bare soil and leaves the straw as mulch: in-situ residue management. Balers, which make bales for use elsewhere, are an ex-situ option.',
          pa: 'ਹੈਪੀ ਸੀਡਰ ਨਾੜ ਨੂੰ ਕੱਟ ਕੇ ਚੁੱਕਦਾ ਹੈ, ਖ਼ਾਲੀ ਮਿੱਟੀ ਵਿੱਚ ਕਣਕ ਬੀਜਦਾ ਹੈ ਅਤੇ ਪਰਾਲੀ ਨੂੰ ਮਲਚ ਵਜੋਂ ਛੱਡ ਦਿੰਦਾ ਹੈ: ਇਹ ਖੇਤ ਵਿੱਚ ਹੀ ਰਹਿੰਦ-ਖੂੰਹਦ ਪ੍ਰਬੰਧਨ ਹੈ। ਬੇਲਰ, ਜੋ ਹੋਰ ਥਾਂ ਵਰਤਣ ਲਈ ਗੰਢਾਂ ਬਣਾਉਂਦੇ ਹਨ, ਖੇਤ ਤੋਂ ਬਾਹਰ ਪ੍ਰਬੰਧਨ ਦਾ ਸਾਧਨ ਹਨ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d02-04',
        topic: 'geography',
        stem: {
          en: 'Wheat in Punjab is a:',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਕਣਕ ਕਿਹੜੀ ਫ਼ਸਲ ਹੈ?',
        },
        options: [
          { en: 'Kharif crop', pa: 'ਸਾਉਣੀ ਦੀ ਫ਼ਸਲ' },
          { en: 'Rabi crop', pa: 'ਹਾੜ੍ਹੀ ਦੀ ਫ਼ਸਲ' },
          { en: 'Zaid crop', pa: 'ਜ਼ਾਇਦ ਦੀ ਫ਼ਸਲ' },
          { en: 'Plantation crop', pa: 'ਬਾਗ਼ਬਾਨੀ ਫ਼ਸਲ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Wheat is the main rabi crop: sown in October–November and harvested in April. Paddy, sown in the monsoon and harvested in October, is the main kharif crop.',
          pa: 'ਕਣਕ ਹਾੜ੍ਹੀ ਦੀ ਮੁੱਖ ਫ਼ਸਲ ਹੈ: ਅਕਤੂਬਰ-ਨਵੰਬਰ ਵਿੱਚ ਬੀਜੀ ਅਤੇ ਅਪ੍ਰੈਲ ਵਿੱਚ ਵੱਢੀ ਜਾਂਦੀ ਹੈ। ਮਾਨਸੂਨ ਵਿੱਚ ਲੱਗਣ ਅਤੇ ਅਕਤੂਬਰ ਵਿੱਚ ਵੱਢਿਆ ਜਾਣ ਵਾਲਾ ਝੋਨਾ ਸਾਉਣੀ ਦੀ ਮੁੱਖ ਫ਼ਸਲ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d02-05',
        topic: 'geography',
        stem: {
          en: 'Why does the yield of wheat sown late in Punjab fall?',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਪਛੇਤੀ ਬੀਜੀ ਕਣਕ ਦਾ ਝਾੜ ਕਿਉਂ ਘਟਦਾ ਹੈ?',
        },
        options: [
          {
            en: 'The grain fills during the rising heat of March and April (terminal heat)',
            pa: 'ਦਾਣਾ ਮਾਰਚ-ਅਪ੍ਰੈਲ ਦੀ ਵਧਦੀ ਗਰਮੀ ਵਿੱਚ ਭਰਦਾ ਹੈ (ਅੰਤਲੀ ਗਰਮੀ)',
          },
          { en: 'The crop gets too much monsoon rain', pa: 'ਫ਼ਸਲ ਨੂੰ ਮਾਨਸੂਨ ਦਾ ਬਹੁਤ ਜ਼ਿਆਦਾ ਮੀਂਹ ਮਿਲਦਾ ਹੈ' },
          { en: 'Canal water is not released after November', pa: 'ਨਵੰਬਰ ਤੋਂ ਬਾਅਦ ਨਹਿਰੀ ਪਾਣੀ ਨਹੀਂ ਛੱਡਿਆ ਜਾਂਦਾ' },
          { en: 'Late-sown wheat cannot be sold at MSP', pa: 'ਪਛੇਤੀ ਕਣਕ MSP ’ਤੇ ਨਹੀਂ ਵਿਕ ਸਕਦੀ' },
        ],
        correct: 'A',
        explanation: {
          en: 'A late crop reaches grain filling when temperatures are already climbing, and the heat shortens that stage and shrivels the grain. That is why PAU recommends heat-tolerant late-sown varieties.',
          pa: 'ਪਛੇਤੀ ਫ਼ਸਲ ਦਾਣਾ ਭਰਨ ਦੇ ਪੜਾਅ ’ਤੇ ਉਦੋਂ ਪਹੁੰਚਦੀ ਹੈ ਜਦੋਂ ਤਾਪਮਾਨ ਚੜ੍ਹ ਰਿਹਾ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਗਰਮੀ ਇਹ ਪੜਾਅ ਛੋਟਾ ਕਰਕੇ ਦਾਣਾ ਪਤਲਾ ਕਰ ਦਿੰਦੀ ਹੈ। ਇਸੇ ਲਈ ਪੀਏਯੂ ਗਰਮੀ ਸਹਿਣ ਵਾਲੀਆਂ ਪਛੇਤੀਆਂ ਕਿਸਮਾਂ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਕਰਦੀ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d02-06',
        topic: 'polity',
        stem: {
          en: 'Under Article 85, the gap between two sessions of Parliament must not exceed:',
          pa: 'ਧਾਰਾ 85 ਅਨੁਸਾਰ ਸੰਸਦ ਦੇ ਦੋ ਇਜਲਾਸਾਂ ਵਿਚਕਾਰ ਫ਼ਰਕ ਕਿੰਨੇ ਸਮੇਂ ਤੋਂ ਵੱਧ ਨਹੀਂ ਹੋ ਸਕਦਾ?',
        },
        options: [
          { en: 'Three months', pa: 'ਤਿੰਨ ਮਹੀਨੇ' },
          { en: 'Six months', pa: 'ਛੇ ਮਹੀਨੇ' },
          { en: 'Nine months', pa: 'ਨੌਂ ਮਹੀਨੇ' },
          { en: 'One year', pa: 'ਇੱਕ ਸਾਲ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Article 85 requires that six months do not pass between the last sitting of one session and the first sitting of the next, so Parliament meets at least twice a year; by convention it meets three times.',
          pa: 'ਧਾਰਾ 85 ਅਨੁਸਾਰ ਇੱਕ ਇਜਲਾਸ ਦੀ ਆਖ਼ਰੀ ਬੈਠਕ ਅਤੇ ਅਗਲੇ ਦੀ ਪਹਿਲੀ ਬੈਠਕ ਵਿਚਕਾਰ ਛੇ ਮਹੀਨੇ ਨਹੀਂ ਲੰਘਣੇ ਚਾਹੀਦੇ, ਇਸ ਲਈ ਸੰਸਦ ਸਾਲ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਦੋ ਵਾਰ ਜੁੜਦੀ ਹੈ; ਰਵਾਇਤ ਅਨੁਸਾਰ ਤਿੰਨ ਵਾਰ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d02-07',
        topic: 'polity',
        stem: {
          en: 'Who summons each House of Parliament to meet?',
          pa: 'ਸੰਸਦ ਦੇ ਹਰ ਸਦਨ ਦਾ ਇਜਲਾਸ ਕੌਣ ਸੱਦਦਾ ਹੈ?',
        },
        options: [
          { en: 'The President', pa: 'ਰਾਸ਼ਟਰਪਤੀ' },
          { en: 'The Speaker of the Lok Sabha', pa: 'ਲੋਕ ਸਭਾ ਦਾ ਸਪੀਕਰ' },
          { en: 'The Prime Minister', pa: 'ਪ੍ਰਧਾਨ ਮੰਤਰੀ' },
          { en: 'The Vice-President', pa: 'ਉਪ-ਰਾਸ਼ਟਰਪਤੀ' },
        ],
        correct: 'A',
        explanation: {
          en: 'The President summons and prorogues the Houses and may dissolve the Lok Sabha, acting on the advice of the Council of Ministers; the Cabinet Committee on Parliamentary Affairs proposes the dates.',
          pa: 'ਰਾਸ਼ਟਰਪਤੀ ਮੰਤਰੀ ਮੰਡਲ ਦੀ ਸਲਾਹ ’ਤੇ ਸਦਨਾਂ ਦਾ ਇਜਲਾਸ ਸੱਦਦੇ ਅਤੇ ਉਠਾਉਂਦੇ ਹਨ ਅਤੇ ਲੋਕ ਸਭਾ ਭੰਗ ਕਰ ਸਕਦੇ ਹਨ; ਤਰੀਕਾਂ ਦੀ ਤਜਵੀਜ਼ ਸੰਸਦੀ ਮਾਮਲਿਆਂ ਬਾਰੇ ਕੈਬਨਿਟ ਕਮੇਟੀ ਦਿੰਦੀ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d02-08',
        topic: 'governance',
        stem: {
          en: 'Which statement about Zero Hour in Parliament is correct?',
          pa: 'ਸੰਸਦ ਵਿੱਚ ਸਿਫ਼ਰ ਕਾਲ ਬਾਰੇ ਕਿਹੜਾ ਕਥਨ ਸਹੀ ਹੈ?',
        },
        options: [
          { en: 'It is laid down in the Rules of Procedure of both Houses', pa: 'ਇਹ ਦੋਵਾਂ ਸਦਨਾਂ ਦੇ ਕਾਰਜ-ਵਿਧੀ ਨਿਯਮਾਂ ਵਿੱਚ ਦਰਜ ਹੈ' },
          {
            en: 'It is an Indian innovation not mentioned in the Rules of Procedure',
            pa: 'ਇਹ ਭਾਰਤ ਦੀ ਆਪਣੀ ਕਾਢ ਹੈ, ਜਿਸ ਦਾ ਕਾਰਜ-ਵਿਧੀ ਨਿਯਮਾਂ ਵਿੱਚ ਜ਼ਿਕਰ ਨਹੀਂ ਹੈ',
          },
          { en: 'It is the first hour of every sitting', pa: 'ਇਹ ਹਰ ਬੈਠਕ ਦਾ ਪਹਿਲਾ ਘੰਟਾ ਹੁੰਦਾ ਹੈ' },
          { en: 'It is held only in the Rajya Sabha', pa: 'ਇਹ ਸਿਰਫ਼ ਰਾਜ ਸਭਾ ਵਿੱਚ ਹੁੰਦਾ ਹੈ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Zero Hour grew up in the 1960s as the time right after Question Hour when members raise urgent matters without notice; the Rules of Procedure do not mention it. The first hour of a sitting is normally Question Hour.',
          pa: 'ਸਿਫ਼ਰ ਕਾਲ 1960ਵਿਆਂ ਵਿੱਚ ਪ੍ਰਸ਼ਨ ਕਾਲ ਤੋਂ ਤੁਰੰਤ ਬਾਅਦ ਦੇ ਸਮੇਂ ਵਜੋਂ ਸ਼ੁਰੂ ਹੋਇਆ, ਜਦੋਂ ਮੈਂਬਰ ਬਿਨਾਂ ਨੋਟਿਸ ਜ਼ਰੂਰੀ ਮੁੱਦੇ ਉਠਾਉਂਦੇ ਹਨ; ਕਾਰਜ-ਵਿਧੀ ਨਿਯਮਾਂ ਵਿੱਚ ਇਸ ਦਾ ਜ਼ਿਕਰ ਨਹੀਂ। ਬੈਠਕ ਦਾ ਪਹਿਲਾ ਘੰਟਾ ਆਮ ਤੌਰ ’ਤੇ ਪ੍ਰਸ਼ਨ ਕਾਲ ਹੁੰਦਾ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d02-09',
        topic: 'governance',
        stem: {
          en: 'Which of the following is the first hour of a normal sitting of the Lok Sabha?',
          pa: 'ਲੋਕ ਸਭਾ ਦੀ ਆਮ ਬੈਠਕ ਦਾ ਪਹਿਲਾ ਘੰਟਾ ਹੇਠ ਲਿਖਿਆਂ ਵਿੱਚੋਂ ਕਿਹੜਾ ਹੁੰਦਾ ਹੈ?',
        },
        options: [
          { en: 'Zero Hour', pa: 'ਸਿਫ਼ਰ ਕਾਲ' },
          { en: 'Question Hour', pa: 'ਪ੍ਰਸ਼ਨ ਕਾਲ' },
          { en: 'Calling attention', pa: 'ਧਿਆਨ ਦਿਵਾਊ ਮਤਾ' },
          { en: 'Half-an-hour discussion', pa: 'ਅੱਧੇ ਘੰਟੇ ਦੀ ਚਰਚਾ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Question Hour opens the sitting: ministers answer starred questions orally and unstarred ones in writing. Zero Hour follows it; a calling attention notice draws a minister’s attention to an urgent matter.',
          pa: 'ਬੈਠਕ ਪ੍ਰਸ਼ਨ ਕਾਲ ਨਾਲ ਸ਼ੁਰੂ ਹੁੰਦੀ ਹੈ: ਮੰਤਰੀ ਤਾਰਾਂਕਿਤ ਪ੍ਰਸ਼ਨਾਂ ਦੇ ਜ਼ੁਬਾਨੀ ਅਤੇ ਗ਼ੈਰ-ਤਾਰਾਂਕਿਤ ਦੇ ਲਿਖਤੀ ਉੱਤਰ ਦਿੰਦੇ ਹਨ। ਇਸ ਤੋਂ ਬਾਅਦ ਸਿਫ਼ਰ ਕਾਲ ਆਉਂਦਾ ਹੈ; ਧਿਆਨ ਦਿਵਾਊ ਮਤਾ ਕਿਸੇ ਜ਼ਰੂਰੀ ਮਾਮਲੇ ਵੱਲ ਮੰਤਰੀ ਦਾ ਧਿਆਨ ਦਿਵਾਉਂਦਾ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d02-10',
        topic: 'polity',
        stem: {
          en: 'Which statement about prorogation and adjournment is correct?',
          pa: 'ਸਤਰਾਵਸਾਨ (ਇਜਲਾਸ ਉਠਾਉਣਾ) ਅਤੇ ਮੁਲਤਵੀ ਕਰਨ ਬਾਰੇ ਕਿਹੜਾ ਕਥਨ ਸਹੀ ਹੈ?',
        },
        options: [
          {
            en: 'Adjournment ends a session and is ordered by the President',
            pa: 'ਮੁਲਤਵੀ ਕਰਨ ਨਾਲ ਇਜਲਾਸ ਖ਼ਤਮ ਹੁੰਦਾ ਹੈ ਅਤੇ ਇਸ ਦਾ ਹੁਕਮ ਰਾਸ਼ਟਰਪਤੀ ਦਿੰਦੇ ਹਨ',
          },
          {
            en: 'Prorogation ends a session and is ordered by the President; adjournment is ordered by the presiding officer',
            pa: 'ਸਤਰਾਵਸਾਨ ਨਾਲ ਇਜਲਾਸ ਖ਼ਤਮ ਹੁੰਦਾ ਹੈ ਅਤੇ ਇਸ ਦਾ ਹੁਕਮ ਰਾਸ਼ਟਰਪਤੀ ਦਿੰਦੇ ਹਨ; ਮੁਲਤਵੀ ਕਰਨ ਦਾ ਹੁਕਮ ਪ੍ਰੀਜ਼ਾਈਡਿੰਗ ਅਫ਼ਸਰ ਦਿੰਦਾ ਹੈ',
          },
          { en: 'Prorogation dissolves the Lok Sabha', pa: 'ਸਤਰਾਵਸਾਨ ਨਾਲ ਲੋਕ ਸਭਾ ਭੰਗ ਹੋ ਜਾਂਦੀ ਹੈ' },
          { en: 'Only the Prime Minister can adjourn a House sine die', pa: 'ਸਿਰਫ਼ ਪ੍ਰਧਾਨ ਮੰਤਰੀ ਹੀ ਸਦਨ ਨੂੰ ਅਣਮਿੱਥੇ ਸਮੇਂ ਲਈ ਮੁਲਤਵੀ ਕਰ ਸਕਦੇ ਹਨ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Adjournment, by the Speaker or Chairman, suspends a sitting for hours or days (sine die: with no date to meet again); prorogation, by the President, ends the session. Neither dissolves the Lok Sabha, which only the President can do.',
          pa: 'ਸਪੀਕਰ ਜਾਂ ਚੇਅਰਮੈਨ ਵੱਲੋਂ ਮੁਲਤਵੀ ਕਰਨ ਨਾਲ ਬੈਠਕ ਘੰਟਿਆਂ ਜਾਂ ਦਿਨਾਂ ਲਈ (ਅਣਮਿੱਥੇ ਸਮੇਂ ਲਈ: ਅਗਲੀ ਤਰੀਕ ਤੋਂ ਬਿਨਾਂ) ਰੁਕਦੀ ਹੈ; ਰਾਸ਼ਟਰਪਤੀ ਵੱਲੋਂ ਸਤਰਾਵਸਾਨ ਇਜਲਾਸ ਖ਼ਤਮ ਕਰਦਾ ਹੈ। ਦੋਵਾਂ ਵਿੱਚੋਂ ਕੋਈ ਵੀ ਲੋਕ ਸਭਾ ਭੰਗ ਨਹੀਂ ਕਰਦਾ; ਇਹ ਸਿਰਫ਼ ਰਾਸ਼ਟਰਪਤੀ ਕਰ ਸਕਦੇ ਹਨ।',
        },
        difficulty: 'medium',
      }),
    ],
  },
  {
    daysAgo: 3,
    isTimed: true,
    durationMinutes: 10,
    articleKeys: ['ca-d03-punjab-stubble-burning-drive', 'ca-d03-delhi-ncr-grap-air-quality'],
    questions: [
      daily({
        key: 'dq-d03-01',
        topic: 'environment',
        stem: {
          en: 'Farm fires in Punjab are detected by satellite and reported to district teams by:',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਖੇਤਾਂ ਦੀ ਅੱਗ ਸੈਟੇਲਾਈਟ ਰਾਹੀਂ ਫੜ ਕੇ ਜ਼ਿਲ੍ਹਾ ਟੀਮਾਂ ਨੂੰ ਕੌਣ ਭੇਜਦਾ ਹੈ?',
        },
        options: [
          { en: 'Punjab Remote Sensing Centre, Ludhiana', pa: 'ਪੰਜਾਬ ਰਿਮੋਟ ਸੈਂਸਿੰਗ ਸੈਂਟਰ, ਲੁਧਿਆਣਾ' },
          { en: 'India Meteorological Department, Pune', pa: 'ਭਾਰਤੀ ਮੌਸਮ ਵਿਭਾਗ, ਪੁਣੇ' },
          { en: 'Punjab Pollution Control Board’s mobile vans', pa: 'ਪੰਜਾਬ ਪ੍ਰਦੂਸ਼ਣ ਰੋਕਥਾਮ ਬੋਰਡ ਦੀਆਂ ਮੋਬਾਈਲ ਵੈਨਾਂ' },
          { en: 'The Bhakra Beas Management Board', pa: 'ਭਾਖੜਾ ਬਿਆਸ ਪ੍ਰਬੰਧਨ ਬੋਰਡ' },
        ],
        correct: 'A',
        explanation: {
          en: 'The Punjab Remote Sensing Centre at Ludhiana reads the satellite fire counts every day and passes the locations to cluster and nodal officers, who visit the fields.',
          pa: 'ਲੁਧਿਆਣਾ ਦਾ ਪੰਜਾਬ ਰਿਮੋਟ ਸੈਂਸਿੰਗ ਸੈਂਟਰ ਹਰ ਰੋਜ਼ ਸੈਟੇਲਾਈਟ ਤੋਂ ਅੱਗ ਦੀਆਂ ਘਟਨਾਵਾਂ ਪੜ੍ਹ ਕੇ ਥਾਵਾਂ ਕਲੱਸਟਰ ਅਤੇ ਨੋਡਲ ਅਫ਼ਸਰਾਂ ਨੂੰ ਭੇਜਦਾ ਹੈ, ਜੋ ਖੇਤਾਂ ਦਾ ਦੌਰਾ ਕਰਦੇ ਹਨ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d03-02',
        topic: 'environment',
        stem: {
          en: 'Which of these is an ex-situ way of managing paddy straw?',
          pa: 'ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਪਰਾਲੀ ਸੰਭਾਲਣ ਦਾ ਖੇਤ ਤੋਂ ਬਾਹਰ ਵਾਲਾ ਤਰੀਕਾ ਕਿਹੜਾ ਹੈ?',
        },
        options: [
          { en: 'Sowing wheat with a Happy Seeder', pa: 'ਹੈਪੀ ਸੀਡਰ ਨਾਲ ਕਣਕ ਦੀ ਬਿਜਾਈ' },
          { en: 'Mixing the straw into the soil with a Super Seeder', pa: 'ਸੁਪਰ ਸੀਡਰ ਨਾਲ ਪਰਾਲੀ ਮਿੱਟੀ ਵਿੱਚ ਮਿਲਾਉਣਾ' },
          {
            en: 'Baling the straw for biomass power plants and biogas units',
            pa: 'ਬਾਇਓਮਾਸ ਬਿਜਲੀ ਪਲਾਂਟਾਂ ਅਤੇ ਬਾਇਓਗੈਸ ਯੂਨਿਟਾਂ ਲਈ ਪਰਾਲੀ ਦੀਆਂ ਗੰਢਾਂ ਬਣਾਉਣਾ',
          },
          { en: 'Leaving the straw on the field as mulch', pa: 'ਪਰਾਲੀ ਨੂੰ ਮਲਚ ਵਜੋਂ ਖੇਤ ਵਿੱਚ ਛੱਡਣਾ' },
        ],
        correct: 'C',
        explanation: {
          en: 'Ex-situ management takes the straw off the field, as bales for biomass plants, compressed biogas units or brick kilns. Happy Seeders, Super Seeders and mulching keep it in the field: in-situ management.',
          pa: 'ਖੇਤ ਤੋਂ ਬਾਹਰ ਪ੍ਰਬੰਧਨ ਵਿੱਚ ਪਰਾਲੀ ਨੂੰ ਗੰਢਾਂ ਬਣਾ ਕੇ ਬਾਇਓਮਾਸ ਪਲਾਂਟਾਂ, ਕੰਪ੍ਰੈੱਸਡ ਬਾਇਓਗੈਸ ਯੂਨਿਟਾਂ ਜਾਂ ਇੱਟਾਂ ਦੇ ਭੱਠਿਆਂ ਲਈ ਖੇਤ ਵਿੱਚੋਂ ਚੁੱਕਿਆ ਜਾਂਦਾ ਹੈ। ਹੈਪੀ ਸੀਡਰ, ਸੁਪਰ ਸੀਡਰ ਅਤੇ ਮਲਚਿੰਗ ਇਸ ਨੂੰ ਖੇਤ ਵਿੱਚ ਹੀ ਰੱਖਦੇ ਹਨ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d03-03',
        topic: 'punjab-gs',
        stem: {
          en: 'In Punjab’s drive against stubble burning, a “red entry” is:',
          pa: 'ਪੰਜਾਬ ਵਿੱਚ ਪਰਾਲੀ ਸਾੜਨ ਵਿਰੁੱਧ ਮੁਹਿੰਮ ਵਿੱਚ “ਲਾਲ ਇੰਦਰਾਜ” ਕੀ ਹੈ?',
        },
        options: [
          { en: 'A red flag on the satellite map for a cluster of fires', pa: 'ਅੱਗਾਂ ਦੇ ਸਮੂਹ ਲਈ ਸੈਟੇਲਾਈਟ ਨਕਸ਼ੇ ’ਤੇ ਲਾਲ ਝੰਡੀ' },
          {
            en: 'A remark in the land revenue record of a farmer found burning stubble',
            pa: 'ਪਰਾਲੀ ਸਾੜਦੇ ਫੜੇ ਕਿਸਾਨ ਦੇ ਜ਼ਮੀਨੀ ਮਾਲ ਰਿਕਾਰਡ ਵਿੱਚ ਕੀਤੀ ਟਿੱਪਣੀ',
          },
          { en: 'A fine printed in red on the electricity bill', pa: 'ਬਿਜਲੀ ਦੇ ਬਿੱਲ ’ਤੇ ਲਾਲ ਰੰਗ ਵਿੱਚ ਛਪਿਆ ਜੁਰਮਾਨਾ' },
          { en: 'An alert issued when the AQI crosses 400', pa: 'AQI 400 ਤੋਂ ਵੱਧ ਹੋਣ ’ਤੇ ਜਾਰੀ ਚਿਤਾਵਨੀ' },
        ],
        correct: 'B',
        explanation: {
          en: 'Besides environmental compensation, a violation can be marked as a red entry in the farmer’s land record (the jamabandi), which can hold up loans and the sale of the land.',
          pa: 'ਵਾਤਾਵਰਨ ਮੁਆਵਜ਼ੇ ਤੋਂ ਇਲਾਵਾ ਉਲੰਘਣਾ ਕਿਸਾਨ ਦੇ ਜ਼ਮੀਨੀ ਰਿਕਾਰਡ (ਜਮ੍ਹਾਂਬੰਦੀ) ਵਿੱਚ ਲਾਲ ਇੰਦਰਾਜ ਵਜੋਂ ਦਰਜ ਹੋ ਸਕਦੀ ਹੈ, ਜਿਸ ਨਾਲ ਕਰਜ਼ਾ ਲੈਣ ਅਤੇ ਜ਼ਮੀਨ ਵੇਚਣ ਵਿੱਚ ਰੁਕਾਵਟ ਆ ਸਕਦੀ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d03-04',
        topic: 'punjab-gs',
        stem: {
          en: 'The Punjab Preservation of Subsoil Water Act, which bars transplanting paddy before a notified date, was passed in:',
          pa: 'ਪੰਜਾਬ ਉਪ-ਭੂਮੀ ਜਲ ਸੰਭਾਲ ਐਕਟ, ਜੋ ਨੋਟੀਫਾਈਡ ਤਰੀਕ ਤੋਂ ਪਹਿਲਾਂ ਝੋਨਾ ਲਾਉਣ ’ਤੇ ਰੋਕ ਲਾਉਂਦਾ ਹੈ, ਕਿਸ ਸਾਲ ਪਾਸ ਹੋਇਆ?',
        },
        options: [
          { en: '1986', pa: '1986' },
          { en: '2005', pa: '2005' },
          { en: '2009', pa: '2009' },
          { en: '2020', pa: '2020' },
        ],
        correct: 'C',
        explanation: {
          en: 'The 2009 Act saves groundwater by moving transplanting past the hottest weeks. The later harvest it brings narrows the gap before wheat sowing, one reason farmers are tempted to burn the straw.',
          pa: '2009 ਦਾ ਐਕਟ ਝੋਨੇ ਦੀ ਲੁਆਈ ਨੂੰ ਸਭ ਤੋਂ ਗਰਮ ਹਫ਼ਤਿਆਂ ਤੋਂ ਅੱਗੇ ਕਰਕੇ ਜ਼ਮੀਨੀ ਪਾਣੀ ਬਚਾਉਂਦਾ ਹੈ। ਇਸ ਨਾਲ ਪਛੇਤੀ ਕਟਾਈ ਕਣਕ ਦੀ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਦਾ ਸਮਾਂ ਘਟਾ ਦਿੰਦੀ ਹੈ, ਜੋ ਪਰਾਲੀ ਸਾੜਨ ਦਾ ਇੱਕ ਕਾਰਨ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d03-05',
        topic: 'punjab-gk',
        stem: {
          en: 'Which of these districts lies in the Malwa region of Punjab?',
          pa: 'ਇਨ੍ਹਾਂ ਵਿੱਚੋਂ ਕਿਹੜਾ ਜ਼ਿਲ੍ਹਾ ਪੰਜਾਬ ਦੇ ਮਾਲਵਾ ਖੇਤਰ ਵਿੱਚ ਹੈ?',
        },
        options: [
          { en: 'Amritsar', pa: 'ਅੰਮ੍ਰਿਤਸਰ' },
          { en: 'Kapurthala', pa: 'ਕਪੂਰਥਲਾ' },
          { en: 'Sangrur', pa: 'ਸੰਗਰੂਰ' },
          { en: 'Gurdaspur', pa: 'ਗੁਰਦਾਸਪੁਰ' },
        ],
        correct: 'C',
        explanation: {
          en: 'Sangrur is in the Malwa, south of the Sutlej, where most farm fires are reported. Amritsar and Gurdaspur are in the Majha, and Kapurthala in the Doaba between the Beas and the Sutlej.',
          pa: 'ਸੰਗਰੂਰ ਸਤਲੁਜ ਦੇ ਦੱਖਣ ਵਿੱਚ ਮਾਲਵੇ ਵਿੱਚ ਹੈ, ਜਿੱਥੋਂ ਖੇਤਾਂ ਦੀ ਅੱਗ ਦੀਆਂ ਸਭ ਤੋਂ ਵੱਧ ਘਟਨਾਵਾਂ ਆਉਂਦੀਆਂ ਹਨ। ਅੰਮ੍ਰਿਤਸਰ ਅਤੇ ਗੁਰਦਾਸਪੁਰ ਮਾਝੇ ਵਿੱਚ ਅਤੇ ਕਪੂਰਥਲਾ ਬਿਆਸ ਤੇ ਸਤਲੁਜ ਵਿਚਕਾਰ ਦੋਆਬੇ ਵਿੱਚ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d03-06',
        topic: 'environment',
        stem: {
          en: 'The Commission for Air Quality Management (CAQM) for the National Capital Region and adjoining areas works under an Act of which year?',
          pa: 'ਕੌਮੀ ਰਾਜਧਾਨੀ ਖੇਤਰ ਅਤੇ ਨਾਲ ਲੱਗਦੇ ਇਲਾਕਿਆਂ ਲਈ ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ (CAQM) ਕਿਸ ਸਾਲ ਦੇ ਐਕਟ ਅਧੀਨ ਕੰਮ ਕਰਦਾ ਹੈ?',
        },
        options: [
          { en: '2019', pa: '2019' },
          { en: '2020', pa: '2020' },
          { en: '2021', pa: '2021' },
          { en: '2023', pa: '2023' },
        ],
        correct: 'C',
        explanation: {
          en: 'The CAQM was first set up by an ordinance in 2020 and then by the Commission for Air Quality Management in National Capital Region and Adjoining Areas Act, 2021. Its area includes Punjab, Haryana, Rajasthan and Uttar Pradesh.',
          pa: 'CAQM ਪਹਿਲਾਂ 2020 ਵਿੱਚ ਆਰਡੀਨੈਂਸ ਰਾਹੀਂ ਅਤੇ ਫਿਰ ਕੌਮੀ ਰਾਜਧਾਨੀ ਖੇਤਰ ਅਤੇ ਨਾਲ ਲੱਗਦੇ ਇਲਾਕਿਆਂ ਵਿੱਚ ਹਵਾ ਗੁਣਵੱਤਾ ਪ੍ਰਬੰਧਨ ਕਮਿਸ਼ਨ ਐਕਟ, 2021 ਰਾਹੀਂ ਬਣਿਆ। ਇਸ ਦੇ ਖੇਤਰ ਵਿੱਚ ਪੰਜਾਬ, ਹਰਿਆਣਾ, ਰਾਜਸਥਾਨ ਅਤੇ ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਸ਼ਾਮਲ ਹਨ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d03-07',
        topic: 'environment',
        stem: {
          en: 'Stage I of the Graded Response Action Plan (GRAP) is invoked when Delhi’s AQI is in which category?',
          pa: 'ਗ੍ਰੇਡਿਡ ਰਿਸਪਾਂਸ ਐਕਸ਼ਨ ਪਲਾਨ (GRAP) ਦਾ ਪਹਿਲਾ ਪੜਾਅ ਦਿੱਲੀ ਦਾ AQI ਕਿਸ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਹੋਣ ’ਤੇ ਲਾਗੂ ਹੁੰਦਾ ਹੈ?',
        },
        options: [
          { en: 'Moderate (101–200)', pa: 'ਦਰਮਿਆਨੀ (101–200)' },
          { en: 'Poor (201–300)', pa: 'ਖ਼ਰਾਬ (201–300)' },
          { en: 'Very poor (301–400)', pa: 'ਬਹੁਤ ਖ਼ਰਾਬ (301–400)' },
          { en: 'Severe (401–450)', pa: 'ਗੰਭੀਰ (401–450)' },
        ],
        correct: 'B',
        explanation: {
          en: 'GRAP has four stages: I at Poor (201–300), II at Very poor (301–400), III at Severe (401–450) and IV at Severe+ (above 450). The CAQM can invoke a stage in advance on a forecast.',
          pa: 'GRAP ਦੇ ਚਾਰ ਪੜਾਅ ਹਨ: ਪਹਿਲਾ ‘ਖ਼ਰਾਬ’ (201–300), ਦੂਜਾ ‘ਬਹੁਤ ਖ਼ਰਾਬ’ (301–400), ਤੀਜਾ ‘ਗੰਭੀਰ’ (401–450) ਅਤੇ ਚੌਥਾ ‘ਗੰਭੀਰ+’ (450 ਤੋਂ ਵੱਧ) ’ਤੇ। CAQM ਪੂਰਵ-ਅਨੁਮਾਨ ਦੇ ਆਧਾਰ ’ਤੇ ਪਹਿਲਾਂ ਹੀ ਪੜਾਅ ਲਾਗੂ ਕਰ ਸਕਦਾ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d03-08',
        topic: 'environment',
        stem: {
          en: 'How many pollutants are counted in India’s National Air Quality Index?',
          pa: 'ਭਾਰਤ ਦੇ ਕੌਮੀ ਹਵਾ ਗੁਣਵੱਤਾ ਸੂਚਕ ਅੰਕ ਵਿੱਚ ਕਿੰਨੇ ਪ੍ਰਦੂਸ਼ਕ ਗਿਣੇ ਜਾਂਦੇ ਹਨ?',
        },
        options: [
          { en: 'Five', pa: 'ਪੰਜ' },
          { en: 'Six', pa: 'ਛੇ' },
          { en: 'Eight', pa: 'ਅੱਠ' },
          { en: 'Twelve', pa: 'ਬਾਰਾਂ' },
        ],
        correct: 'C',
        explanation: {
          en: 'The National AQI, launched in 2014, counts eight pollutants: PM10, PM2.5, nitrogen dioxide, sulphur dioxide, carbon monoxide, ozone, ammonia and lead.',
          pa: '2014 ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਇਆ ਕੌਮੀ AQI ਅੱਠ ਪ੍ਰਦੂਸ਼ਕ ਗਿਣਦਾ ਹੈ: PM10, PM2.5, ਨਾਈਟ੍ਰੋਜਨ ਡਾਈਆਕਸਾਈਡ, ਸਲਫ਼ਰ ਡਾਈਆਕਸਾਈਡ, ਕਾਰਬਨ ਮੋਨੋਆਕਸਾਈਡ, ਓਜ਼ੋਨ, ਅਮੋਨੀਆ ਅਤੇ ਸਿੱਕਾ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d03-09',
        topic: 'environment',
        stem: {
          en: 'The Decision Support System that estimates the share of each source in Delhi’s daily pollution was developed by:',
          pa: 'ਦਿੱਲੀ ਦੇ ਰੋਜ਼ਾਨਾ ਪ੍ਰਦੂਸ਼ਣ ਵਿੱਚ ਹਰ ਸਰੋਤ ਦੇ ਹਿੱਸੇ ਦਾ ਅੰਦਾਜ਼ਾ ਲਾਉਣ ਵਾਲਾ ਡਿਸੀਜ਼ਨ ਸਪੋਰਟ ਸਿਸਟਮ ਕਿਸ ਨੇ ਵਿਕਸਿਤ ਕੀਤਾ?',
        },
        options: [
          { en: 'Indian Institute of Tropical Meteorology, Pune', pa: 'ਭਾਰਤੀ ਊਸ਼ਣ-ਖੰਡੀ ਮੌਸਮ ਵਿਗਿਆਨ ਸੰਸਥਾਨ, ਪੁਣੇ' },
          { en: 'Central Pollution Control Board', pa: 'ਕੇਂਦਰੀ ਪ੍ਰਦੂਸ਼ਣ ਰੋਕਥਾਮ ਬੋਰਡ' },
          { en: 'NEERI, Nagpur', pa: 'ਨੀਰੀ, ਨਾਗਪੁਰ' },
          { en: 'Punjab Agricultural University', pa: 'ਪੰਜਾਬ ਖੇਤੀਬਾੜੀ ਯੂਨੀਵਰਸਿਟੀ' },
        ],
        correct: 'A',
        explanation: {
          en: 'IITM Pune’s Decision Support System forecasts air quality and the contribution of vehicles, industry, dust and farm fires. The share of farm fires swings with the wind and peaks for a few weeks around early November.',
          pa: 'ਆਈਆਈਟੀਐੱਮ ਪੁਣੇ ਦਾ ਡਿਸੀਜ਼ਨ ਸਪੋਰਟ ਸਿਸਟਮ ਹਵਾ ਦੀ ਗੁਣਵੱਤਾ ਅਤੇ ਵਾਹਨਾਂ, ਉਦਯੋਗ, ਧੂੜ ਤੇ ਖੇਤਾਂ ਦੀ ਅੱਗ ਦੇ ਹਿੱਸੇ ਦਾ ਪੂਰਵ-ਅਨੁਮਾਨ ਲਾਉਂਦਾ ਹੈ। ਖੇਤਾਂ ਦੀ ਅੱਗ ਦਾ ਹਿੱਸਾ ਹਵਾ ਨਾਲ ਬਦਲਦਾ ਹੈ ਅਤੇ ਨਵੰਬਰ ਦੇ ਸ਼ੁਰੂ ਦੇ ਆਸ-ਪਾਸ ਕੁਝ ਹਫ਼ਤਿਆਂ ਲਈ ਸਿਖਰ ’ਤੇ ਹੁੰਦਾ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d03-10',
        topic: 'environment',
        stem: {
          en: 'GRAP’s last stage, “Severe+”, applies when the AQI goes above:',
          pa: 'GRAP ਦਾ ਆਖ਼ਰੀ ਪੜਾਅ, “ਗੰਭੀਰ+”, AQI ਕਿੰਨੇ ਤੋਂ ਵੱਧ ਹੋਣ ’ਤੇ ਲਾਗੂ ਹੁੰਦਾ ਹੈ?',
        },
        options: [
          { en: '300', pa: '300' },
          { en: '400', pa: '400' },
          { en: '450', pa: '450' },
          { en: '500', pa: '500' },
        ],
        correct: 'C',
        explanation: {
          en: 'Stage IV, Severe+, applies above 450 and brings the strictest curbs, such as stopping the entry of most trucks and construction of public projects. 500 is the top of the AQI scale.',
          pa: 'ਚੌਥਾ ਪੜਾਅ, ਗੰਭੀਰ+, 450 ਤੋਂ ਵੱਧ ’ਤੇ ਲਾਗੂ ਹੁੰਦਾ ਹੈ ਅਤੇ ਸਭ ਤੋਂ ਸਖ਼ਤ ਪਾਬੰਦੀਆਂ ਲਿਆਉਂਦਾ ਹੈ, ਜਿਵੇਂ ਜ਼ਿਆਦਾਤਰ ਟਰੱਕਾਂ ਦੇ ਦਾਖ਼ਲੇ ਅਤੇ ਜਨਤਕ ਪ੍ਰੋਜੈਕਟਾਂ ਦੀ ਉਸਾਰੀ ’ਤੇ ਰੋਕ। 500 AQI ਪੈਮਾਨੇ ਦਾ ਸਿਖਰ ਹੈ।',
        },
        difficulty: 'easy',
      }),
    ],
  },
  {
    daysAgo: 4,
    isTimed: true,
    durationMinutes: 10,
    articleKeys: ['ca-d04-punjab-dap-supply-rabi', 'ca-d04-cop31-antalya-climate-talks'],
    questions: [
      daily({
        key: 'dq-d04-01',
        topic: 'economy',
        stem: {
          en: 'DAP, the fertiliser in short supply during wheat sowing, stands for:',
          pa: 'ਕਣਕ ਦੀ ਬਿਜਾਈ ਦੌਰਾਨ ਜਿਸ ਖਾਦ ਦੀ ਘਾਟ ਰਹਿੰਦੀ ਹੈ, ਉਸ ਡੀਏਪੀ ਦਾ ਪੂਰਾ ਨਾਂ ਕੀ ਹੈ?',
        },
        options: [
          { en: 'Di-ammonium phosphate', pa: 'ਡਾਇ-ਅਮੋਨੀਅਮ ਫਾਸਫੇਟ' },
          { en: 'Di-aluminium phosphate', pa: 'ਡਾਇ-ਐਲੂਮੀਨੀਅਮ ਫਾਸਫੇਟ' },
          { en: 'Double ammonium potash', pa: 'ਡਬਲ ਅਮੋਨੀਅਮ ਪੋਟਾਸ਼' },
          { en: 'Dissolved ammonia and phosphorus', pa: 'ਘੁਲਿਆ ਅਮੋਨੀਆ ਅਤੇ ਫਾਸਫੋਰਸ' },
        ],
        correct: 'A',
        explanation: {
          en: 'Di-ammonium phosphate (18:46:0) gives nitrogen and, above all, phosphorus at sowing. Its demand peaks in Punjab in October–November for wheat.',
          pa: 'ਡਾਇ-ਅਮੋਨੀਅਮ ਫਾਸਫੇਟ (18:46:0) ਬਿਜਾਈ ਵੇਲੇ ਨਾਈਟ੍ਰੋਜਨ ਅਤੇ ਖ਼ਾਸ ਕਰਕੇ ਫਾਸਫੋਰਸ ਦਿੰਦੀ ਹੈ। ਪੰਜਾਬ ਵਿੱਚ ਕਣਕ ਲਈ ਇਸ ਦੀ ਮੰਗ ਅਕਤੂਬਰ-ਨਵੰਬਰ ਵਿੱਚ ਸਿਖਰ ’ਤੇ ਹੁੰਦੀ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d04-02',
        topic: 'economy',
        stem: {
          en: 'The Nutrient Based Subsidy (NBS) scheme for phosphatic and potassic fertilisers has been in force since:',
          pa: 'ਫਾਸਫੇਟ ਅਤੇ ਪੋਟਾਸ਼ ਖਾਦਾਂ ਲਈ ਪੋਸ਼ਕ ਤੱਤ ਆਧਾਰਿਤ ਸਬਸਿਡੀ (NBS) ਸਕੀਮ ਕਦੋਂ ਤੋਂ ਲਾਗੂ ਹੈ?',
        },
        options: [
          { en: '2005', pa: '2005' },
          { en: '2010', pa: '2010' },
          { en: '2015', pa: '2015' },
          { en: '2020', pa: '2020' },
        ],
        correct: 'B',
        explanation: {
          en: 'Under NBS, in force since 1 April 2010, the Centre fixes a subsidy per kilogram of nutrient (N, P, K, S) and the companies set the retail price of P and K fertilisers.',
          pa: '1 ਅਪ੍ਰੈਲ 2010 ਤੋਂ ਲਾਗੂ NBS ਤਹਿਤ ਕੇਂਦਰ ਪ੍ਰਤੀ ਕਿਲੋਗ੍ਰਾਮ ਪੋਸ਼ਕ ਤੱਤ (N, P, K, S) ਸਬਸਿਡੀ ਤੈਅ ਕਰਦਾ ਹੈ ਅਤੇ ਕੰਪਨੀਆਂ ਫਾਸਫੇਟ ਤੇ ਪੋਟਾਸ਼ ਖਾਦਾਂ ਦੀ ਪਰਚੂਨ ਕੀਮਤ ਤੈਅ ਕਰਦੀਆਂ ਹਨ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d04-03',
        topic: 'economy',
        stem: {
          en: 'Which fertiliser is kept out of the Nutrient Based Subsidy scheme, its retail price being fixed by the government?',
          pa: 'ਕਿਹੜੀ ਖਾਦ ਪੋਸ਼ਕ ਤੱਤ ਆਧਾਰਿਤ ਸਬਸਿਡੀ ਸਕੀਮ ਤੋਂ ਬਾਹਰ ਹੈ, ਕਿਉਂਕਿ ਇਸ ਦੀ ਪਰਚੂਨ ਕੀਮਤ ਸਰਕਾਰ ਤੈਅ ਕਰਦੀ ਹੈ?',
        },
        options: [
          { en: 'DAP', pa: 'ਡੀਏਪੀ' },
          { en: 'Single super phosphate', pa: 'ਸਿੰਗਲ ਸੁਪਰ ਫਾਸਫੇਟ' },
          { en: 'Urea', pa: 'ਯੂਰੀਆ' },
          { en: 'Muriate of potash', pa: 'ਮਿਊਰੇਟ ਆਫ਼ ਪੋਟਾਸ਼' },
        ],
        correct: 'C',
        explanation: {
          en: 'Urea’s maximum retail price is fixed by the government, which pays the difference to the makers. Its cheapness against DAP and potash is blamed for the skewed NPK ratio in states like Punjab.',
          pa: 'ਯੂਰੀਆ ਦੀ ਵੱਧ ਤੋਂ ਵੱਧ ਪਰਚੂਨ ਕੀਮਤ ਸਰਕਾਰ ਤੈਅ ਕਰਦੀ ਹੈ ਅਤੇ ਫ਼ਰਕ ਨਿਰਮਾਤਾਵਾਂ ਨੂੰ ਦਿੰਦੀ ਹੈ। ਡੀਏਪੀ ਅਤੇ ਪੋਟਾਸ਼ ਦੇ ਮੁਕਾਬਲੇ ਇਸ ਦੇ ਸਸਤੇਪਣ ਨੂੰ ਪੰਜਾਬ ਵਰਗੇ ਸੂਬਿਆਂ ਵਿੱਚ ਵਿਗੜੇ NPK ਅਨੁਪਾਤ ਦਾ ਕਾਰਨ ਮੰਨਿਆ ਜਾਂਦਾ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d04-04',
        topic: 'economy',
        stem: {
          en: 'The Fertiliser (Control) Order, under which dealers are inspected for hoarding and overcharging, is issued under:',
          pa: 'ਖਾਦ (ਕੰਟਰੋਲ) ਆਰਡਰ, ਜਿਸ ਤਹਿਤ ਜਮ੍ਹਾਂਖੋਰੀ ਅਤੇ ਵੱਧ ਕੀਮਤ ਲਈ ਡੀਲਰਾਂ ਦੀ ਜਾਂਚ ਹੁੰਦੀ ਹੈ, ਕਿਸ ਕਾਨੂੰਨ ਅਧੀਨ ਜਾਰੀ ਹੁੰਦਾ ਹੈ?',
        },
        options: [
          { en: 'The Essential Commodities Act, 1955', pa: 'ਜ਼ਰੂਰੀ ਵਸਤਾਂ ਐਕਟ, 1955' },
          { en: 'The Environment (Protection) Act, 1986', pa: 'ਵਾਤਾਵਰਨ (ਸੁਰੱਖਿਆ) ਐਕਟ, 1986' },
          { en: 'The Insecticides Act, 1968', pa: 'ਕੀਟਨਾਸ਼ਕ ਐਕਟ, 1968' },
          { en: 'The Seeds Act, 1966', pa: 'ਬੀਜ ਐਕਟ, 1966' },
        ],
        correct: 'A',
        explanation: {
          en: 'Fertilisers are an essential commodity, and the Fertiliser (Control) Order, 1985 is made under the Essential Commodities Act, 1955. It governs licensing, quality, prices and sale.',
          pa: 'ਖਾਦਾਂ ਜ਼ਰੂਰੀ ਵਸਤਾਂ ਹਨ ਅਤੇ ਖਾਦ (ਕੰਟਰੋਲ) ਆਰਡਰ, 1985 ਜ਼ਰੂਰੀ ਵਸਤਾਂ ਐਕਟ, 1955 ਅਧੀਨ ਬਣਿਆ ਹੈ। ਇਹ ਲਾਇਸੈਂਸ, ਗੁਣਵੱਤਾ, ਕੀਮਤਾਂ ਅਤੇ ਵਿਕਰੀ ਨੂੰ ਨਿਯਮਤ ਕਰਦਾ ਹੈ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d04-05',
        topic: 'punjab-gs',
        stem: {
          en: 'What is the “tagging” that the Agriculture Department’s flying squads are checking at fertiliser shops?',
          pa: 'ਖੇਤੀਬਾੜੀ ਵਿਭਾਗ ਦੇ ਉੱਡਣ ਦਸਤੇ ਖਾਦ ਦੀਆਂ ਦੁਕਾਨਾਂ ’ਤੇ ਜਿਸ “ਟੈਗਿੰਗ” ਦੀ ਜਾਂਚ ਕਰ ਰਹੇ ਹਨ, ਉਹ ਕੀ ਹੈ?',
        },
        options: [
          {
            en: 'Forcing farmers to buy other products along with a bag of DAP',
            pa: 'ਕਿਸਾਨਾਂ ਨੂੰ ਡੀਏਪੀ ਦੇ ਥੈਲੇ ਨਾਲ ਹੋਰ ਉਤਪਾਦ ਖ਼ਰੀਦਣ ਲਈ ਮਜਬੂਰ ਕਰਨਾ',
          },
          { en: 'Putting a QR code on every bag for tracking', pa: 'ਟ੍ਰੈਕਿੰਗ ਲਈ ਹਰ ਥੈਲੇ ’ਤੇ QR ਕੋਡ ਲਾਉਣਾ' },
          { en: 'Linking fertiliser sales to the farmer’s Aadhaar number', pa: 'ਖਾਦ ਦੀ ਵਿਕਰੀ ਨੂੰ ਕਿਸਾਨ ਦੇ ਆਧਾਰ ਨੰਬਰ ਨਾਲ ਜੋੜਨਾ' },
          { en: 'Marking soil-test results on the bag', pa: 'ਥੈਲੇ ’ਤੇ ਮਿੱਟੀ ਦੀ ਪਰਖ ਦੇ ਨਤੀਜੇ ਲਿਖਣਾ' },
        ],
        correct: 'A',
        explanation: {
          en: 'Tagging is selling scarce DAP only with unwanted products such as micronutrients or pesticides. It is an unfair practice, and dealers found doing it can lose their licence under the Fertiliser (Control) Order.',
          pa: 'ਟੈਗਿੰਗ ਦਾ ਅਰਥ ਹੈ ਘਾਟ ਵਾਲੀ ਡੀਏਪੀ ਸਿਰਫ਼ ਸੂਖਮ ਤੱਤਾਂ ਜਾਂ ਕੀਟਨਾਸ਼ਕਾਂ ਵਰਗੇ ਬੇਲੋੜੇ ਉਤਪਾਦਾਂ ਨਾਲ ਵੇਚਣਾ। ਇਹ ਗ਼ਲਤ ਅਮਲ ਹੈ ਅਤੇ ਅਜਿਹਾ ਕਰਦੇ ਫੜੇ ਡੀਲਰਾਂ ਦਾ ਲਾਇਸੈਂਸ ਖਾਦ (ਕੰਟਰੋਲ) ਆਰਡਰ ਤਹਿਤ ਰੱਦ ਹੋ ਸਕਦਾ ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d04-06',
        topic: 'environment',
        stem: {
          en: 'The 31st Conference of the Parties (COP31) to the UNFCCC was held in:',
          pa: 'UNFCCC ਦੀਆਂ ਧਿਰਾਂ ਦੀ 31ਵੀਂ ਕਾਨਫ਼ਰੰਸ (COP31) ਕਿੱਥੇ ਹੋਈ?',
        },
        options: [
          { en: 'Belém, Brazil', pa: 'ਬੇਲੇਮ, ਬ੍ਰਾਜ਼ੀਲ' },
          { en: 'Baku, Azerbaijan', pa: 'ਬਾਕੂ, ਅਜ਼ਰਬਾਈਜਾਨ' },
          { en: 'Antalya, Turkiye', pa: 'ਅੰਤਾਲਿਆ, ਤੁਰਕੀਏ' },
          { en: 'Dubai, UAE', pa: 'ਦੁਬਈ, ਯੂਏਈ' },
        ],
        correct: 'C',
        explanation: {
          en: 'COP31 met in Antalya, with Turkiye as host and Australia presiding over the negotiations. COP28 was in Dubai, COP29 in Baku and COP30 in Belém.',
          pa: 'COP31 ਅੰਤਾਲਿਆ ਵਿੱਚ ਹੋਈ, ਜਿਸ ਦਾ ਮੇਜ਼ਬਾਨ ਤੁਰਕੀਏ ਸੀ ਅਤੇ ਵਾਰਤਾ ਦੀ ਪ੍ਰਧਾਨਗੀ ਆਸਟ੍ਰੇਲੀਆ ਨੇ ਕੀਤੀ। COP28 ਦੁਬਈ, COP29 ਬਾਕੂ ਅਤੇ COP30 ਬੇਲੇਮ ਵਿੱਚ ਹੋਈ ਸੀ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d04-07',
        topic: 'international-relations',
        stem: {
          en: 'The New Collective Quantified Goal (NCQG) on climate finance was agreed at:',
          pa: 'ਜਲਵਾਯੂ ਵਿੱਤ ਬਾਰੇ ਨਵਾਂ ਸਮੂਹਿਕ ਮਾਤਰਾਤਮਕ ਟੀਚਾ (NCQG) ਕਿੱਥੇ ਤੈਅ ਹੋਇਆ?',
        },
        options: [
          { en: 'COP28, Dubai', pa: 'COP28, ਦੁਬਈ' },
          { en: 'COP29, Baku', pa: 'COP29, ਬਾਕੂ' },
          { en: 'COP26, Glasgow', pa: 'COP26, ਗਲਾਸਗੋ' },
          { en: 'COP21, Paris', pa: 'COP21, ਪੈਰਿਸ' },
        ],
        correct: 'B',
        explanation: {
          en: 'The NCQG, the new finance goal replacing the old 100-billion-dollar pledge, was agreed at COP29 in Baku in 2024. Developing countries, India among them, want it met with predictable public money.',
          pa: 'ਪੁਰਾਣੇ 100 ਅਰਬ ਡਾਲਰ ਦੇ ਵਾਅਦੇ ਦੀ ਥਾਂ ਲੈਣ ਵਾਲਾ ਨਵਾਂ ਵਿੱਤ ਟੀਚਾ NCQG 2024 ਵਿੱਚ ਬਾਕੂ ਦੀ COP29 ਵਿੱਚ ਤੈਅ ਹੋਇਆ। ਭਾਰਤ ਸਮੇਤ ਵਿਕਾਸਸ਼ੀਲ ਦੇਸ਼ ਚਾਹੁੰਦੇ ਹਨ ਕਿ ਇਹ ਭਰੋਸੇਯੋਗ ਜਨਤਕ ਪੈਸੇ ਨਾਲ ਪੂਰਾ ਹੋਵੇ।',
        },
        difficulty: 'medium',
      }),
      daily({
        key: 'dq-d04-08',
        topic: 'environment',
        stem: {
          en: 'By which year has India pledged to reach net zero emissions?',
          pa: 'ਭਾਰਤ ਨੇ ਕਿਸ ਸਾਲ ਤੱਕ ਨੈੱਟ ਜ਼ੀਰੋ ਨਿਕਾਸੀ ਤੱਕ ਪਹੁੰਚਣ ਦਾ ਵਾਅਦਾ ਕੀਤਾ ਹੈ?',
        },
        options: [
          { en: '2040', pa: '2040' },
          { en: '2050', pa: '2050' },
          { en: '2060', pa: '2060' },
          { en: '2070', pa: '2070' },
        ],
        correct: 'D',
        explanation: {
          en: 'India announced net zero by 2070 at COP26 in Glasgow (2021), among the “Panchamrit” commitments. Many developed countries aim for 2050, and China for 2060.',
          pa: 'ਭਾਰਤ ਨੇ 2021 ਵਿੱਚ ਗਲਾਸਗੋ ਦੀ COP26 ਵਿੱਚ “ਪੰਚਾਮ੍ਰਿਤ” ਵਚਨਬੱਧਤਾਵਾਂ ਵਿੱਚ 2070 ਤੱਕ ਨੈੱਟ ਜ਼ੀਰੋ ਦਾ ਐਲਾਨ ਕੀਤਾ। ਕਈ ਵਿਕਸਿਤ ਦੇਸ਼ਾਂ ਦਾ ਟੀਚਾ 2050 ਅਤੇ ਚੀਨ ਦਾ 2060 ਹੈ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d04-09',
        topic: 'international-relations',
        stem: {
          en: 'In climate negotiations, the principle India reiterates as “CBDR-RC” stands for:',
          pa: 'ਜਲਵਾਯੂ ਵਾਰਤਾ ਵਿੱਚ ਭਾਰਤ ਜਿਸ “CBDR-RC” ਸਿਧਾਂਤ ਨੂੰ ਦੁਹਰਾਉਂਦਾ ਹੈ, ਉਸ ਦਾ ਅਰਥ ਕੀ ਹੈ?',
        },
        options: [
          { en: 'Common But Differentiated Responsibilities and Respective Capabilities', pa: 'ਸਾਂਝੀਆਂ ਪਰ ਵੱਖਰੀਆਂ ਜ਼ਿੰਮੇਵਾਰੀਆਂ ਅਤੇ ਸਬੰਧਤ ਸਮਰੱਥਾਵਾਂ' },
          { en: 'Carbon Budget for Developing Regions and Renewable Capacity', pa: 'ਵਿਕਾਸਸ਼ੀਲ ਖੇਤਰਾਂ ਲਈ ਕਾਰਬਨ ਬਜਟ ਅਤੇ ਨਵਿਆਉਣਯੋਗ ਸਮਰੱਥਾ' },
          { en: 'Climate Bonds for Disaster Relief and Reconstruction', pa: 'ਆਫ਼ਤ ਰਾਹਤ ਅਤੇ ਪੁਨਰ-ਨਿਰਮਾਣ ਲਈ ਜਲਵਾਯੂ ਬਾਂਡ' },
          { en: 'Collective Border Duties on Regional Carbon', pa: 'ਖੇਤਰੀ ਕਾਰਬਨ ’ਤੇ ਸਮੂਹਿਕ ਸਰਹੱਦੀ ਡਿਊਟੀਆਂ' },
        ],
        correct: 'A',
        explanation: {
          en: 'CBDR-RC, written into the UNFCCC in 1992, holds that all countries must act but developed countries, having emitted most, should do more and help others with finance and technology.',
          pa: '1992 ਵਿੱਚ UNFCCC ਵਿੱਚ ਦਰਜ CBDR-RC ਅਨੁਸਾਰ ਸਾਰੇ ਦੇਸ਼ਾਂ ਨੂੰ ਕਦਮ ਚੁੱਕਣੇ ਪੈਣਗੇ, ਪਰ ਸਭ ਤੋਂ ਵੱਧ ਨਿਕਾਸੀ ਕਰ ਚੁੱਕੇ ਵਿਕਸਿਤ ਦੇਸ਼ ਵੱਧ ਕਰਨ ਅਤੇ ਹੋਰਨਾਂ ਦੀ ਵਿੱਤ ਤੇ ਤਕਨੀਕ ਨਾਲ ਮਦਦ ਕਰਨ।',
        },
        difficulty: 'easy',
      }),
      daily({
        key: 'dq-d04-10',
        topic: 'environment',
        stem: {
          en: 'India’s target for installed non-fossil electricity capacity by 2030 is:',
          pa: '2030 ਤੱਕ ਗ਼ੈਰ-ਜੈਵਿਕ ਬਿਜਲੀ ਸਮਰੱਥਾ ਲਈ ਭਾਰਤ ਦਾ ਟੀਚਾ ਕੀ ਹੈ?',
        },
        options: [
          { en: '175 GW', pa: '175 ਗੀਗਾਵਾਟ' },
          { en: '300 GW', pa: '300 ਗੀਗਾਵਾਟ' },
          { en: '500 GW', pa: '500 ਗੀਗਾਵਾਟ' },
          { en: '1,000 GW', pa: '1,000 ਗੀਗਾਵਾਟ' },
        ],
        correct: 'C',
        explanation: {
          en: 'India aims at 500 GW of non-fossil capacity by 2030, a Panchamrit pledge from COP26. The earlier goal of 175 GW of renewables was set for 2022.',
          pa: 'ਭਾਰਤ ਦਾ ਟੀਚਾ 2030 ਤੱਕ 500 ਗੀਗਾਵਾਟ ਗ਼ੈਰ-ਜੈਵਿਕ ਸਮਰੱਥਾ ਹੈ, ਜੋ COP26 ਦੀ ਪੰਚਾਮ੍ਰਿਤ ਵਚਨਬੱਧਤਾ ਹੈ। ਪਹਿਲਾਂ 175 ਗੀਗਾਵਾਟ ਨਵਿਆਉਣਯੋਗ ਊਰਜਾ ਦਾ ਟੀਚਾ 2022 ਲਈ ਸੀ।',
        },
        difficulty: 'easy',
      }),
    ],
  },
]
