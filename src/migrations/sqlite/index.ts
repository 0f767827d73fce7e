import * as migration_20261122_035901_initial from './20261122_035901_initial';
import * as migration_20261122_045256_home_page from './20261122_045256_home_page';
import * as migration_20261122_053658_test_topics_and_question_count from './20261122_053658_test_topics_and_question_count';
import * as migration_20261122_081617_content_sections from './20261122_081617_content_sections';
import * as migration_20261122_105514_test_engine from './20261122_105514_test_engine';
import * as migration_20261125_094421_daily_practice from './20261125_094421_daily_practice';
import * as migration_20261125_101245_pyq_cutoff_estimate from './20261125_101245_pyq_cutoff_estimate';
import * as migration_20261125_134205_attempt_breakdown_and_kept from './20261125_134205_attempt_breakdown_and_kept';
import * as migration_20261125_145847_sign_in_throttle from './20261125_145847_sign_in_throttle';
import * as migration_20261125_165413_localized_library_fields_and_address from './20261125_165413_localized_library_fields_and_address';
import * as migration_20261125_165502_shell_localized_navigation from './20261125_165502_shell_localized_navigation';
import * as migration_20261125_170700_legal_pages from './20261125_170700_legal_pages';
import * as migration_20261127_124644_topic_label from './20261127_124644_topic_label';
import * as migration_20261128_194027_question_one_language from './20261128_194027_question_one_language';
import * as migration_20261128_195206_translation_reports from './20261128_195206_translation_reports';
import * as migration_20261128_230415_answer_order from './20261128_230415_answer_order';
import * as migration_20261129_022612_practice_drills from './20261129_022612_practice_drills';
import * as migration_20261129_061736_user_district from './20261129_061736_user_district';
import * as migration_20261129_092247_mock_windows from './20261129_092247_mock_windows';
import * as migration_20261129_100823_prelims_pair from './20261129_100823_prelims_pair';
import * as migration_20261129_125252_key_objections from './20261129_125252_key_objections';
import * as migration_20261129_134636_question_versions from './20261129_134636_question_versions';
import * as migration_20261129_201223_handwritten_answers from './20261129_201223_handwritten_answers';
import * as migration_20261130_002315_success_story_facts from './20261130_002315_success_story_facts';
import * as migration_20261130_034032_google_sign_in from './20261130_034032_google_sign_in';
import * as migration_20261130_075317_two_step_sign_in from './20261130_075317_two_step_sign_in';
import * as migration_20261130_114641_purchases from './20261130_114641_purchases';

export const migrations = [
  {
    up: migration_20261122_035901_initial.up,
    down: migration_20261122_035901_initial.down,
    name: '20261122_035901_initial',
  },
  {
    up: migration_20261122_045256_home_page.up,
    down: migration_20261122_045256_home_page.down,
    name: '20261122_045256_home_page',
  },
  {
    up: migration_20261122_053658_test_topics_and_question_count.up,
    down: migration_20261122_053658_test_topics_and_question_count.down,
    name: '20261122_053658_test_topics_and_question_count',
  },
  {
    up: migration_20261122_081617_content_sections.up,
    down: migration_20261122_081617_content_sections.down,
    name: '20261122_081617_content_sections',
  },
  {
    up: migration_20261122_105514_test_engine.up,
    down: migration_20261122_105514_test_engine.down,
    name: '20261122_105514_test_engine',
  },
  {
    up: migration_20261125_094421_daily_practice.up,
    down: migration_20261125_094421_daily_practice.down,
    name: '20261125_094421_daily_practice',
  },
  {
    up: migration_20261125_101245_pyq_cutoff_estimate.up,
    down: migration_20261125_101245_pyq_cutoff_estimate.down,
    name: '20261125_101245_pyq_cutoff_estimate',
  },
  {
    up: migration_20261125_134205_attempt_breakdown_and_kept.up,
    down: migration_20261125_134205_attempt_breakdown_and_kept.down,
    name: '20261125_134205_attempt_breakdown_and_kept',
  },
  {
    up: migration_20261125_145847_sign_in_throttle.up,
    down: migration_20261125_145847_sign_in_throttle.down,
    name: '20261125_145847_sign_in_throttle',
  },
  {
    up: migration_20261125_165413_localized_library_fields_and_address.up,
    down: migration_20261125_165413_localized_library_fields_and_address.down,
    name: '20261125_165413_localized_library_fields_and_address',
  },
  {
    up: migration_20261125_165502_shell_localized_navigation.up,
    down: migration_20261125_165502_shell_localized_navigation.down,
    name: '20261125_165502_shell_localized_navigation',
  },
  {
    up: migration_20261125_170700_legal_pages.up,
    down: migration_20261125_170700_legal_pages.down,
    name: '20261125_170700_legal_pages',
  },
  {
    up: migration_20261127_124644_topic_label.up,
    down: migration_20261127_124644_topic_label.down,
    name: '20261127_124644_topic_label',
  },
  {
    up: migration_20261128_194027_question_one_language.up,
    down: migration_20261128_194027_question_one_language.down,
    name: '20261128_194027_question_one_language',
  },
  {
    up: migration_20261128_195206_translation_reports.up,
    down: migration_20261128_195206_translation_reports.down,
    name: '20261128_195206_translation_reports',
  },
  {
    up: migration_20261128_230415_answer_order.up,
    down: migration_20261128_230415_answer_order.down,
    name: '20261128_230415_answer_order',
  },
  {
    up: migration_20261129_022612_practice_drills.up,
    down: migration_20261129_022612_practice_drills.down,
    name: '20261129_022612_practice_drills',
  },
  {
    up: migration_20261129_061736_user_district.up,
    down: migration_20261129_061736_user_district.down,
    name: '20261129_061736_user_district',
  },
  {
    up: migration_20261129_092247_mock_windows.up,
    down: migration_20261129_092247_mock_windows.down,
    name: '20261129_092247_mock_windows',
  },
  {
    up: migration_20261129_100823_prelims_pair.up,
    down: migration_20261129_100823_prelims_pair.down,
    name: '20261129_100823_prelims_pair',
  },
  {
    up: migration_20261129_125252_key_objections.up,
    down: migration_20261129_125252_key_objections.down,
    name: '20261129_125252_key_objections',
  },
  {
    up: migration_20261129_134636_question_versions.up,
    down: migration_20261129_134636_question_versions.down,
    name: '20261129_134636_question_versions',
  },
  {
    up: migration_20261129_201223_handwritten_answers.up,
    down: migration_20261129_201223_handwritten_answers.down,
    name: '20261129_201223_handwritten_answers',
  },
  {
    up: migration_20261130_002315_success_story_facts.up,
    down: migration_20261130_002315_success_story_facts.down,
    name: '20261130_002315_success_story_facts',
  },
  {
    up: migration_20261130_034032_google_sign_in.up,
    down: migration_20261130_034032_google_sign_in.down,
    name: '20261130_034032_google_sign_in',
  },
  {
    up: migration_20261130_075317_two_step_sign_in.up,
    down: migration_20261130_075317_two_step_sign_in.down,
    name: '20261130_075317_two_step_sign_in',
  },
  {
    up: migration_20261130_114641_purchases.up,
    down: migration_20261130_114641_purchases.down,
    name: '20261130_114641_purchases'
  },
];
