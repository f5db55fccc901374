import SignupPage from '@/pages/signup/signup-page';
import { hydrateForm } from './main';

void hydrateForm('/signup', SignupPage);
