export { CounterBandView as default } from '../components/sections/counter-band';
