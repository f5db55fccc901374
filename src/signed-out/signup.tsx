import SignupPage from '@/pages/signup/signup-page';
import { hydrateForm } from './main';

hydrateForm('/signup', SignupPage);
