import 'server-only'

import type { UIFieldServerComponent } from 'payload'

import { isStaffUser } from '@/access'
import { DISCRIMINATION_FLAG, ITEM_MIN_CANDIDATES } from '@/domain/test-engine/item-statistics'
import { readItemStatistics } from '@/domain/test-engine/item-statistics.server'

const cell = { padding: '0.35rem 0.6rem', borderBottom: '1px solid var(--theme-elevation-150)', textAlign: 'right' as const }
const headCell = { ...cell, background: 'var(--theme-elevation-50)' }
const percent = (value: number) => `${value}%`
const shorten = (text: string) => (text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text)

/**
 * At the foot of a test's form in the admin: each question's difficulty, discrimination and how often
 * each option was chosen, from candidates' first attempts, with questions whose discrimination is
 * below 0.2 flagged for review. Staff only; nothing here reaches candidates.
 */
export const ItemStatisticsPanel: UIFieldServerComponent = async ({ id, req }) => {
  if (id == null || !isStaffUser(req.user)) return null
  const statistics = await readItemStatistics(req.payload, id)
  const flagged = statistics.items.filter((item) => item.isFlagged).length
  return (
    <section aria-labelledby="item-statistics-heading" data-testid="item-statistics" style={{ margin: 'calc(var(--base) * 1.5) 0' }}>
      <h2 id="item-statistics-heading" style={{ fontSize: '1.25rem', margin: '0 0 calc(var(--base) / 2)' }}>
        Item statistics
      </h2>
      {statistics.candidates === 0 ? (
        <p>No candidate has finished this test yet: the statistics appear with the first finished attempts.</p>
      ) : (
        <>
          <p style={{ margin: '0 0 calc(var(--base) / 2)', lineHeight: 1.5 }}>
            From {statistics.candidates} first {statistics.candidates === 1 ? 'attempt' : 'attempts'}. Difficulty is the share who answered
            right.{' '}
            {statistics.candidates < ITEM_MIN_CANDIDATES
              ? `Discrimination, the share right among the top 27% by score minus the share right among the bottom 27%, is worked out from ${ITEM_MIN_CANDIDATES} candidates.`
              : `Discrimination is the share right among the top 27% by score (${statistics.upperCount}) minus the share right among the bottom 27% (${statistics.lowerCount}); below ${DISCRIMINATION_FLAG} a question is flagged for review (${flagged} now).`}{' '}
            A wrong option nobody chose is named under “Unused options”.
          </p>
          <div style={{ overflowX: 'auto' }} role="region" aria-label="Item statistics per question" tabIndex={0}>
            <table style={{ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums' }}>
              <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.4rem' }}>Item statistics per question</caption>
              <thead>
                <tr>
                  {['Question', 'Difficulty', 'Discrimination', 'A', 'B', 'C', 'D', 'Blank', 'Unused options', 'Review'].map(
                    (heading, index) => (
                      <th key={heading} scope="col" style={{ ...headCell, textAlign: index === 0 ? 'left' : 'right' }}>
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {statistics.items.map((item) => (
                  <tr key={item.questionId} data-flagged={item.isFlagged ? 'true' : undefined}>
                    <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                      {item.number}. {shorten(item.stem)}
                    </th>
                    <td style={cell}>{percent(item.difficulty)}</td>
                    <td style={cell}>{item.discrimination ?? '—'}</td>
                    {(['A', 'B', 'C', 'D'] as const).map((letter) => (
                      <td key={letter} style={cell}>
                        {letter in item.options ? percent(item.options[letter]) : '—'}
                      </td>
                    ))}
                    <td style={cell}>{percent(item.blank)}</td>
                    <td style={cell}>{item.unusedDistractors.join(', ') || '—'}</td>
                    <td
                      style={{
                        ...cell,
                        fontWeight: item.isFlagged ? 700 : 400,
                        color: item.isFlagged ? 'var(--theme-error-500)' : undefined,
                      }}
                    >
                      {item.isFlagged ? 'Flagged: low discrimination' : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
