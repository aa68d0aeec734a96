export * from '@upah/ui/dialog';
