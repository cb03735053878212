ALTER TABLE "chat_attachments" DROP CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;