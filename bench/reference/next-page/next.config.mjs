/** The reference page's build: Next's defaults. */
const config = {}

export default config
