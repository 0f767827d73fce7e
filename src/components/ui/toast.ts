/**
 * The one way to raise a toast. It must come from the same module as the container (the unstyled
 * build, whose CSS the root layout imports), or the toast would go to a container that is not there.
 */
export { toast } from 'react-toastify/unstyled'
