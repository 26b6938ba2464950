export { BookingDialogView as default } from '../components/ui/booking-dialog';
