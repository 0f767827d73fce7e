import { UnlockSignIn as UnlockSignIn_2783b4db782cd8e025e7cd971750f903 } from '../../../collections/users/components/unlock-sign-in.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PunjabiTexts as PunjabiTexts_167b50a46429fe463b9720fb83bc4c12 } from '../../../fields/bilingual/bilingual.client'
import { BilingualTextareaField as BilingualTextareaField_167b50a46429fe463b9720fb83bc4c12 } from '../../../fields/bilingual/bilingual.client'
import { OptionRowLabel as OptionRowLabel_883bc738d6db38b1585bbd0699c34c08 } from '../../../collections/questions/components/option-fields.client'
import { CorrectOptionField as CorrectOptionField_883bc738d6db38b1585bbd0699c34c08 } from '../../../collections/questions/components/option-fields.client'
import { QuestionImportLink as QuestionImportLink_9a8493426cd43b94735f3787dd77002a } from '../../../collections/questions/components/question-import-link.server'
import { SlugField as SlugField_6aeb48d808120045a550bd1b8ea872c3 } from '../../../fields/components/slug-field.client'
import { SeriesMembership as SeriesMembership_912d7e06c3f22430a1a4d047687284fb } from '../../../collections/tests/components/series-membership.client'
import { ResultsExportPanel as ResultsExportPanel_2c19ce02db32c1b5767fe2846daac673 } from '../../../collections/tests/components/results-export.server'
import { ItemStatisticsPanel as ItemStatisticsPanel_a1cae5920aae555a5d4ecc9f431ecdd6 } from '../../../collections/tests/components/item-statistics.server'
import { ReadOnlyValue as ReadOnlyValue_38041d0e009fdc1177525162ca35aedd } from '../../../components/admin/read-only-value.client'
import { QuestionInView as QuestionInView_00eda122654ea348dc7dc115662db142 } from '../../../collections/answer-submissions/components/question-in-view.server'
import { PinnedPagesField as PinnedPagesField_e32a4f62f7a803f2c3ecd8addfa9d550 } from '../../../collections/answer-submissions/components/pinned-pages.client'
import { RubricField as RubricField_85beb4e9438e150e6bcd5d5238699176 } from '../../../collections/answer-submissions/components/rubric-field.client'
import { MarksField as MarksField_9f6edad2e54923acc809dfe1ddb9f080 } from '../../../collections/answer-submissions/components/marks-field.client'
import { EvaluationQueueLink as EvaluationQueueLink_7297759c028af4d51b77535ff762aac5 } from '../../../collections/answer-submissions/components/queue-link.server'
import { AdminIcon as AdminIcon_8080e1ef1118adf03a39f8c4df3468b1 } from '../../../components/admin/brand'
import { AdminLogo as AdminLogo_8080e1ef1118adf03a39f8c4df3468b1 } from '../../../components/admin/brand'
import { QuestionImportView as QuestionImportView_5133d837b5577b781e77e64bf9f12061 } from '../../../collections/questions/components/question-import-view.server'
import { EvaluationQueueView as EvaluationQueueView_a0aa6d777dc2244f6f05f64f3868d97e } from '../../../collections/answer-submissions/components/evaluation-queue-view.server'
import { ForgotRedirect as ForgotRedirect_66e2e1a2d9e99ed43319133bb76c7bbb } from '../../../components/admin/forgot-redirect.server'
import { LoginRedirect as LoginRedirect_8a12ae062cfc729ce3a423432fb2b9cc } from '../../../components/admin/login-redirect.server'
import { AdminUnauthorized as AdminUnauthorized_36ae1c604ac1baf576f41a75ea65bd55 } from '../../../components/admin/unauthorized.server'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/users/components/unlock-sign-in.client#UnlockSignIn": UnlockSignIn_2783b4db782cd8e025e7cd971750f903,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/fields/bilingual/bilingual.client#PunjabiTexts": PunjabiTexts_167b50a46429fe463b9720fb83bc4c12,
  "/fields/bilingual/bilingual.client#BilingualTextareaField": BilingualTextareaField_167b50a46429fe463b9720fb83bc4c12,
  "/collections/questions/components/option-fields.client#OptionRowLabel": OptionRowLabel_883bc738d6db38b1585bbd0699c34c08,
  "/collections/questions/components/option-fields.client#CorrectOptionField": CorrectOptionField_883bc738d6db38b1585bbd0699c34c08,
  "/collections/questions/components/question-import-link.server#QuestionImportLink": QuestionImportLink_9a8493426cd43b94735f3787dd77002a,
  "/fields/components/slug-field.client#SlugField": SlugField_6aeb48d808120045a550bd1b8ea872c3,
  "/collections/tests/components/series-membership.client#SeriesMembership": SeriesMembership_912d7e06c3f22430a1a4d047687284fb,
  "/collections/tests/components/results-export.server#ResultsExportPanel": ResultsExportPanel_2c19ce02db32c1b5767fe2846daac673,
  "/collections/tests/components/item-statistics.server#ItemStatisticsPanel": ItemStatisticsPanel_a1cae5920aae555a5d4ecc9f431ecdd6,
  "/components/admin/read-only-value.client#ReadOnlyValue": ReadOnlyValue_38041d0e009fdc1177525162ca35aedd,
  "/collections/answer-submissions/components/question-in-view.server#QuestionInView": QuestionInView_00eda122654ea348dc7dc115662db142,
  "/collections/answer-submissions/components/pinned-pages.client#PinnedPagesField": PinnedPagesField_e32a4f62f7a803f2c3ecd8addfa9d550,
  "/collections/answer-submissions/components/rubric-field.client#RubricField": RubricField_85beb4e9438e150e6bcd5d5238699176,
  "/collections/answer-submissions/components/marks-field.client#MarksField": MarksField_9f6edad2e54923acc809dfe1ddb9f080,
  "/collections/answer-submissions/components/queue-link.server#EvaluationQueueLink": EvaluationQueueLink_7297759c028af4d51b77535ff762aac5,
  "/components/admin/brand#AdminIcon": AdminIcon_8080e1ef1118adf03a39f8c4df3468b1,
  "/components/admin/brand#AdminLogo": AdminLogo_8080e1ef1118adf03a39f8c4df3468b1,
  "/collections/questions/components/question-import-view.server#QuestionImportView": QuestionImportView_5133d837b5577b781e77e64bf9f12061,
  "/collections/answer-submissions/components/evaluation-queue-view.server#EvaluationQueueView": EvaluationQueueView_a0aa6d777dc2244f6f05f64f3868d97e,
  "/components/admin/forgot-redirect.server#ForgotRedirect": ForgotRedirect_66e2e1a2d9e99ed43319133bb76c7bbb,
  "/components/admin/login-redirect.server#LoginRedirect": LoginRedirect_8a12ae062cfc729ce3a423432fb2b9cc,
  "/components/admin/unauthorized.server#AdminUnauthorized": AdminUnauthorized_36ae1c604ac1baf576f41a75ea65bd55,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
