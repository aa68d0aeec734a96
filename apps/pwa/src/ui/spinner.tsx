export * from '@upah/ui/spinner';
