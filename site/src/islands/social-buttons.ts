export { SocialButtonsView as default } from '../components/layout/social-buttons';
