/** The library's page header, shared with the dashboard. */
export { PageHeader } from './components/page-header'
