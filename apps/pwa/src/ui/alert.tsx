export * from '@upah/ui/alert';
