export { SIGN_UP_PATH } from '../../../components/marketing/sign-up-actions';
export const DEMO_PATH = '/demo';
export const CONTACT_PATH = '/contact';
