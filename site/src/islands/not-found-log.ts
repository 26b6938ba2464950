export { NotFoundLogView as default } from '../components/sections/not-found-log';
